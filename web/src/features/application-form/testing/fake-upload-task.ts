import type { StartUpload, UploadTaskListener } from '../machines/upload-machine';

/**
 * A stand-in for a Storage upload task: records the commands it is given and lets the test report
 * progress, success or failure through the listener the upload registered.
 */
export function fakeUploadTask() {
  const commands: string[] = [];
  let listener: UploadTaskListener | null = null;
  const start: StartUpload = (_input, taskListener) => {
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
  return { start, commands, report };
}
