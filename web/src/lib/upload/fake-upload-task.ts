import type { StartUpload, UploadInput, UploadTaskListener } from './upload-machine';

/**
 * A stand-in for a Storage upload task: records the uploads started and the commands they are
 * given, and lets the test report progress, success or failure through the listener the latest
 * upload registered.
 */
export function fakeUploadTask() {
  const commands: string[] = [];
  const started: UploadInput[] = [];
  let listener: UploadTaskListener | null = null;
  const start: StartUpload = (input, taskListener) => {
    started.push(input);
    listener = taskListener;
    return {
      pause: () => commands.push('pause'),
      resume: () => commands.push('resume'),
      cancel: () => commands.push('cancel'),
      dispose: () => commands.push('dispose'),
    };
  };
  const report = () => {
    if (!listener) throw new Error('The upload has not started');
    return listener;
  };
  return { start, started, commands, report };
}
