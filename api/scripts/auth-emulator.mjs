// ESM entry of the Firebase Auth emulator helper; the contract is documented in ./auth-emulator.cjs.
export { startAuthEmulator, AUTH_EMULATOR_HOST } from './auth-emulator.cjs';
