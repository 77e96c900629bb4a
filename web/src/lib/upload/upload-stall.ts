/**
 * An upload that has made no progress for this long is "stalled": the visitor is told that it is
 * still being tried and that they may submit now (the document is then kept on this device and
 * sent when the connection comes back). The queue's own uploads give up after the same time and
 * try again at the next sync. Without this the Storage SDK retries silently for up to
 * STORAGE_LIMITS.maxUploadRetryTimeMs (10 minutes) with the bar at 0 %.
 */
export const UPLOAD_STALL_MS = 20_000;
