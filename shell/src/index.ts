// The shell's singletons are eager (shared/build/shared-singletons.cjs), so the shell starts right here:
// no async boundary, no extra round trip before the first render.
import { startShell } from './app/start-shell';

void startShell();
