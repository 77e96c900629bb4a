// Entry point: re-exports every trigger and callable; each lives in its own file by area.
export { health } from './system/health';
