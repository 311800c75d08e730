import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * prom-client's process metrics (CPU, memory, event loop lag, GC, handles) belong to the process, not
 * to an app: collected once, so that several apps in one process (the tests) do not each install
 * their own event-loop and GC observers.
 */
function processMetrics(worker: string): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    processRegistry.setDefaultLabels({ worker });
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** One app's registry; every series carries the cluster worker that answered ('main' for one process). */
export function createAppRegistry(worker: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ worker });
  processMetrics(worker);
  return registry;
}

/** The app's series and the process's, in the Prometheus text format. */
export async function metricsText(registry: Registry): Promise<string> {
  const [process, app] = await Promise.all([processRegistry?.metrics() ?? '', registry.metrics()]);
  return `${process}\n${app}`;
}
