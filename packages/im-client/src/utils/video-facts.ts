/** What a video message shows before its video loads. */
export interface VideoFacts {
  /** Seconds. */
  duration?: number;
  width?: number;
  height?: number;
  /** A still picture from its first second, as a JPEG. */
  poster?: Blob;
}

/** Reading a video gives up after this: a file the browser cannot play is sent without these facts. */
const READ_TIMEOUT_MS = 5_000;
/** The still picture's longer side, in pixels: enough for a bubble, small to upload. */
const POSTER_MAX_PX = 480;

/** A frame of the playing `video` as a JPEG no longer than POSTER_MAX_PX, or undefined where the browser cannot. */
async function stillOf(video: HTMLVideoElement): Promise<Blob | undefined> {
  const scale = Math.min(1, POSTER_MAX_PX / Math.max(video.videoWidth, video.videoHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0 || canvas.height === 0) return undefined;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/jpeg', 0.8));
}

/**
 * A video file's length, size in pixels and a still picture, read by the browser itself; whatever it cannot read
 * (an unknown format, a page that may not play local files) is left out, never an error.
 */
export function videoFacts(file: Blob): Promise<VideoFacts> {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return Promise.resolve({});
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    let facts: VideoFacts = {};
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(facts);
    };
    const timer = setTimeout(finish, READ_TIMEOUT_MS);
    video.muted = true;
    video.preload = 'metadata';
    video.addEventListener('loadedmetadata', () => {
      facts = {
        ...(Number.isFinite(video.duration) ? { duration: Math.round(video.duration * 10) / 10 } : {}),
        ...(video.videoWidth > 0 ? { width: video.videoWidth, height: video.videoHeight } : {}),
      };
      if (video.videoWidth === 0) {
        finish();
        return;
      }
      // The very first frame is often black: a moment in shows what the video is about.
      video.currentTime = Math.min(1, (video.duration || 0) / 2);
    });
    video.addEventListener('seeked', () => {
      stillOf(video)
        .then((poster) => {
          if (poster) facts = { ...facts, poster };
        })
        .catch(() => undefined)
        .finally(finish);
    });
    video.addEventListener('error', finish);
    video.src = url;
  });
}
