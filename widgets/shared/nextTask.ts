// A task of its own, after the current one (and the update it draws).

/** Runs `fn` in a task of its own (a message, as React's scheduler does: no timer, so fake timers in tests do not hold it). */
export function nextTask(fn: () => void): () => void {
  if (typeof MessageChannel === 'undefined') {
    const timer = setTimeout(fn, 0);
    return () => clearTimeout(timer);
  }
  const channel = new MessageChannel();
  let cancelled = false;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) fn();
  };
  channel.port2.postMessage(null);
  return () => { cancelled = true; channel.port1.close(); };
}
