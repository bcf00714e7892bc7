/**
 * Work that follows a committed request without holding its reply: the invoice's PDFs and mail, realtime
 * events. A person sees the receipt as soon as the order stands; what fails here is logged and, for mail,
 * retried by the order worker. The server waits for this work before it closes, and the development
 * mailbox waits for it before it reads, so a test that reads the mail after an order finds it.
 */
export interface AfterReply {
  run(work: () => Promise<unknown>): void;
  /** Resolves once every piece of work started so far has ended (work started meanwhile included). */
  settled(): Promise<void>;
}

export function createAfterReply(logError: (error: unknown) => void): AfterReply {
  const running = new Set<Promise<unknown>>();
  return {
    run(work) {
      const done: Promise<unknown> = work()
        .catch(logError)
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
