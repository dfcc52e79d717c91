// Ties a schema to a type that is declared elsewhere for its own reasons (the rule engine's types in
// src/rules, the import's row types): `describes<NormResult>()(Type.Object({...}))` fails the
// typecheck when the two drift apart, in either direction. A shape of the API itself is declared once,
// as a schema, and its type derived with Static<>; this is only for the seams.
import { Type, type Static, type TSchema } from '@sinclair/typebox';

type Equal<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false;

export const describes =
  <T>() =>
  <S extends TSchema>(schema: S & (Equal<Static<S>, T> extends true ? unknown : never)): S =>
    schema;

/** One value of a shared `as const` list (src/rules/values.ts) as a string enum. */
export const oneOf = <T extends string>(list: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...list] });
