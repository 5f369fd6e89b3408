// A screen's uploads in flight: a widget's whole work on a chosen file (resize, re-encode, then
// its upload action). The main button and the screen's other actions wait until every one has
// ended, so Next pressed while a photo is on its way goes on with it instead of refusing.

export class UploadsInFlight {
  /** Each upload, settled without its outcome. */
  private uploads = new Set<Promise<void>>();
  /** How many submits and actions are waiting for them. */
  private waiters = 0;

  /** Marks `job` as an upload in flight until it settles. Returns `job`. */
  add<T>(job: Promise<T>): Promise<T> {
    const settled = job.then(() => undefined, () => undefined);
    this.uploads.add(settled);
    void settled.then(() => { this.uploads.delete(settled); });
    return job;
  }

  /**
   * Until no upload is in flight (one may start while another ends). `waiting(true)` when a wait
   * begins; `waiting(false)` when the last waiter is done and the screen is still `live`.
   */
  async drain(waiting: (on: boolean) => void, live: () => boolean): Promise<void> {
    if (!this.uploads.size) return;
    this.waiters += 1;
    waiting(true);
    try {
      while (this.uploads.size) await Promise.all([...this.uploads]);
    } finally {
      this.waiters -= 1;
      if (live() && this.waiters === 0) waiting(false);
    }
  }
}
