import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';

/** Prisma's schema engine compiled to WebAssembly: the native engine cannot be downloaded here. */
export interface WasmSchemaEngine {
  diff(params: unknown): Promise<{ exitCode: number; stdout: string | null }>;
  applyMigrations(input: unknown): Promise<{ appliedMigrationNames: string[] }>;
  free(): void;
}

const require = createRequire(import.meta.url);
let initialised: Promise<{ SchemaEngine: { new: (...args: unknown[]) => Promise<WasmSchemaEngine> } }> | undefined;

async function loadWasmModule() {
  const bindings = await import('@prisma/schema-engine-wasm/schema_engine_bg');
  const wasmPath = join(dirname(require.resolve('@prisma/schema-engine-wasm')), 'schema_engine_bg.wasm');
  const module = await WebAssembly.compile(await readFile(wasmPath));
  const instance = await WebAssembly.instantiate(module, { './schema_engine_bg.js': bindings });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  return bindings as unknown as { SchemaEngine: { new: (...args: unknown[]) => Promise<WasmSchemaEngine> } };
}

export async function createSchemaEngine(
  schemaPath: string,
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  log: (message: string) => void = () => undefined,
): Promise<WasmSchemaEngine> {
  initialised ??= loadWasmModule();
  const { SchemaEngine } = await initialised;
  const datamodel = await readFile(schemaPath, 'utf8');
  return SchemaEngine.new({ datamodels: [[schemaPath, datamodel]] }, log, bindMigrationAwareSqlAdapterFactory(adapterFactory));
}
