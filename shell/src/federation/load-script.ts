/** Loads a classic script (a remote's entry) once; rejects on error or when it does not arrive in time. */
export function loadScript(url: string, timeoutMs: number, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.receiptsRemote = 'entry';
    const timer = setTimeout(() => fail(new Error(`${url} did not load within ${timeoutMs / 1000} s.`)), timeoutMs);
    function done() {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
    }
    function fail(error: Error) {
      done();
      script.remove();
      reject(error);
    }
    script.onload = () => {
      done();
      resolve();
    };
    script.onerror = () => fail(new Error(`${url} could not be loaded.`));
    doc.head.appendChild(script);
  });
}

/** Rejects when `promise` has not settled within `timeoutMs`: nothing a remote does may hang the page. */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${timeoutMs / 1000} s.`)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
