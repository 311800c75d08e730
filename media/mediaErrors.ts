/** Why an image was refused; each is something the uploader can fix, so the HTTP layer answers 4xx. */
export type ImageRejection = 'empty' | 'too-large' | 'too-many-pixels' | 'unsupported-format' | 'animated' | 'corrupt';

/** An upload that is not an image the site accepts. The message names the problem and what to do. */
export class ImageRejectedError extends Error {
  override readonly name = 'ImageRejectedError';

  constructor(
    readonly reason: ImageRejection,
    message: string,
  ) {
    super(message);
  }
}

/** The processing queue is full: the caller should answer 503 with `Retry-After: retryAfterSeconds`. */
export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';

  constructor(readonly retryAfterSeconds: number) {
    super(`image processing is busy; please try again in ${retryAfterSeconds} s`);
  }
}
