// ESM view of the helper's types; the declarations live beside the CommonJS implementation.
export * from './auth-emulator.cjs';
