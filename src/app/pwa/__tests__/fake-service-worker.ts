// A browser's service workers as the page sees them, for tests (jsdom has none): registering
// resolves a registration; a test deploys a version (`deploy`), which installs and then waits while
// another worker controls the page, and takes over when told SKIP_WAITING, as Workbox's generated
// worker does.

export class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly messages: unknown[] = [];

  constructor(private readonly onMessage: (worker: FakeWorker, message: unknown) => void) {
    super();
  }

  postMessage(message: unknown): void {
    this.messages.push(message);
    this.onMessage(this, message);
  }

  setState(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

export class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  updates = 0;

  update(): Promise<void> {
    this.updates++;
    return Promise.resolve();
  }
}

export class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  readonly registration = new FakeRegistration();
  readonly registered: { url: string; scope: string | undefined }[] = [];

  /** `controlled`: an earlier version already controls the page. */
  constructor(controlled: boolean) {
    super();
    if (controlled) {
      const current = this.newWorker();
      current.state = 'activated';
      this.registration.active = current;
      this.controller = current;
    }
  }

  register(url: string, options?: RegistrationOptions): Promise<FakeRegistration> {
    this.registered.push({ url, scope: options?.scope });
    return Promise.resolve(this.registration);
  }

  /** A new version found by the browser: it installs, then waits if a version controls the page. */
  deploy(): FakeWorker {
    const worker = this.newWorker();
    this.registration.installing = worker;
    this.registration.dispatchEvent(new Event('updatefound'));
    this.registration.installing = null;
    worker.setState('installed');
    if (this.controller) this.registration.waiting = worker;
    else this.activate(worker);
    return worker;
  }

  /** A version installed by an earlier visit, waiting when the page opens. */
  waitingAtStart(): FakeWorker {
    const worker = this.newWorker();
    worker.state = 'installed';
    this.registration.waiting = worker;
    return worker;
  }

  asContainer(): ServiceWorkerContainer {
    return this as unknown as ServiceWorkerContainer;
  }

  private newWorker(): FakeWorker {
    return new FakeWorker((worker, message) => {
      if ((message as { type?: string }).type === 'SKIP_WAITING') this.activate(worker);
    });
  }

  private activate(worker: FakeWorker): void {
    if (this.registration.waiting === worker) this.registration.waiting = null;
    this.registration.active = worker;
    worker.setState('activated');
    // clientsClaim: the new version takes over the open page.
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}
