// GET /menu: the footer links.
import { Type, type Static } from '@sinclair/typebox';

export const MenuItem = Type.Object({ label: Type.String(), uri: Type.String() });
export type MenuItem = Static<typeof MenuItem>;

export const Menu = Type.Array(MenuItem);
