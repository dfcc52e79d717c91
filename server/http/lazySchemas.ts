// Route schemas compile on their first use instead of while the routes are registered. Fastify
// compiles every route's validator (ajv) and reply serializer (fast-json-stringify) up front: about
// two seconds of every start, and of every server test file, for some 200 routes of which a process
// serves a few soon after. The compiled function is the one fastify would have made; only when differs.
import { AjvCompiler, type BuildCompilerFromPool, type ValidatorFactory } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

type Compile = ReturnType<BuildCompilerFromPool>;
type Validator = ReturnType<Compile>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

export function lazyValidatorBuilder(build: BuildCompilerFromPool = AjvCompiler()): ValidatorFactory {
  const lazy: BuildCompilerFromPool = (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (routeSchema: Parameters<Compile>[0]) => {
      let compiled: Validator | undefined;
      // Fastify reads an ajv validator's errors from the function after calling it.
      const validate = ((data: unknown) => {
        compiled ??= compile(routeSchema);
        const result = compiled(data);
        validate.errors = compiled.errors;
        return result;
      }) as Validator;
      return validate;
    };
  };
  return lazy;
}

export function lazySerializerBuilder(build: SerializerFactory = SerializerSelector()): SerializerFactory {
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (routeSchema) => {
      let compiled: Serializer | undefined;
      return (data: unknown) => (compiled ??= compile(routeSchema))(data);
    };
  };
}
