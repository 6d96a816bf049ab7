import ajvCompiler, { type ValidatorFactory } from '@fastify/ajv-compiler';

type Validate = ((data: unknown) => boolean) & { errors?: unknown };
/** What Fastify calls with each route (schema, method, url, part); the package's typings say a schema. */
type RouteCompiler = (route: object) => Validate;
type CompilerFactory = (externalSchemas: unknown, ajvOptions: unknown) => RouteCompiler;

/** Validators waiting to be compiled, across every portal this process runs. */
const uncompiled = new Set<() => void>();

/**
 * Fastify's own validators (the same Ajv, options and shared schemas), each compiled on its route's
 * first request instead of while the app gets ready: three portals of a few hundred routes each
 * spent a fifth of every start compiling schemas. `compileRemainingValidators` compiles the rest
 * once the portals serve, so a schema Ajv refuses still shows within moments of a start.
 */
export function lazyValidators(): ValidatorFactory {
  const buildCompiler = ajvCompiler() as unknown as CompilerFactory;
  const factory: CompilerFactory = (externalSchemas, ajvOptions) => {
    const compile = buildCompiler(externalSchemas, ajvOptions);
    return (route) => {
      let compiled: Validate | undefined;
      const compileNow = () => {
        compiled ??= compile(route);
        uncompiled.delete(compileNow);
        return compiled;
      };
      uncompiled.add(compileNow);
      const validate: Validate = (data) => {
        const validator = compileNow();
        const valid = validator(data);
        validate.errors = validator.errors;
        return valid;
      };
      return validate;
    };
  };
  return factory as unknown as ValidatorFactory;
}

/**
 * Compiles the validators no request has needed yet, one per turn of the event loop: a schema takes
 * a millisecond or two, so requests and signals arriving meanwhile wait no longer than that.
 */
export function compileRemainingValidators(): Promise<void> {
  return new Promise((resolve, reject) => {
    const step = () => {
      try {
        const next = uncompiled.values().next();
        if (!next.done) next.value();
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (uncompiled.size) setImmediate(step);
      else resolve();
    };
    setImmediate(step);
  });
}
