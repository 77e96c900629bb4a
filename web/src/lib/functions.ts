import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { ensureAppCheck } from './app-check';
import { app, EMULATOR_HOST, FUNCTIONS_REGION, USE_EMULATORS } from './firebase';

const FUNCTIONS_EMULATOR_PORT = 5001;

function createFunctions(): Functions {
  ensureAppCheck();
  const functions = getFunctions(app, FUNCTIONS_REGION);
  if (USE_EMULATORS) connectFunctionsEmulator(functions, EMULATOR_HOST, FUNCTIONS_EMULATOR_PORT);
  return functions;
}

export const functions: Functions = createFunctions();
