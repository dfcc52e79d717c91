// The handlers the route files of a draft's module-level elements share (issue 33: info-slide, question,
// result-text; slide for moving and deleting any slide): read one, add, change, move, delete, each as
// parse → If-Match → one edit of the draft → the new draft. Sanitising and the image check come first.
// Each route file still names its own URLs (test/server/routeFiles.test.ts); the slide's lists
// (options, sub-questions, info texts) have childRoutes.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../src/shared/errorCodes';
import type { DraftContent, Edited, Refused, Reserved } from '../../src/shared/moduleDraft/edit';
import { isRefused } from '../../src/shared/moduleDraft/slides';
import { checkImages } from '../services/moduleContent/inputs';
import { answerContentRead, answerContentWrite } from './contentRoutes';

type Edit<R = unknown> = Edited<DraftContent, R>;

/** What one kind of element is called in the audit log and how it is read and changed. */
export interface ElementKind<F extends { name: string; info_image?: string | null }, T> {
  /** `module.<noun>.<verb>` in the audit log. */
  noun: string;
  /** The audit detail's key for the element's id. */
  idKey: 'slide' | 'result_text';
  moduleOf: (id: number) => number;
  missing: ErrorCode;
  find: (content: DraftContent, id: number) => T | Refused;
  /** The fields as stored (html sanitised). */
  clean?: (fields: F) => F;
  /** What the audit log keeps of a new element (default: its name). */
  created?: (fields: F) => Record<string, unknown>;
  add?: (content: DraftContent, moduleId: number, fields: F, position: number | undefined, reserved: Reserved) => Edit;
  update?: (content: DraftContent, id: number, fields: F, reserved: Reserved) => Edit;
  move?: (content: DraftContent, id: number, target: number) => Edit;
  remove?: (content: DraftContent, id: number) => Edit;
}

function required<T>(edit: T | undefined, what: string): T {
  if (!edit) throw new Error(`this kind of element has no ${what}`);
  return edit;
}

export const elementHandlers = <F extends { name: string; info_image?: string | null } = { name: string }, T = never>(
  app: FastifyInstance,
  kind: ElementKind<F, T>,
) => {
  const cleaned = (fields: F): F => (kind.clean ? kind.clean(fields) : fields);
  const imagesOf = (fields: F) => () => checkImages(app.db, [fields.info_image]);
  return {
    read: (reply: FastifyReply, id: number) =>
      answerContentRead(app, reply, kind.moduleOf(id), kind.missing, (content) => kind.find(content, id)),
    add: (
      request: FastifyRequest,
      reply: FastifyReply,
      { moduleId, position, ...rest }: F & { moduleId: number; position?: number },
    ) => {
      const add = required(kind.add, 'add');
      const fields = cleaned(rest as unknown as F);
      return answerContentWrite(
        app,
        request,
        reply,
        {
          moduleId,
          action: `module.${kind.noun}.create`,
          detail: kind.created?.(fields) ?? { name: fields.name },
          edit: (content, reserved) => add(content, moduleId, fields, position, reserved),
        },
        imagesOf(fields),
      );
    },
    update: (request: FastifyRequest, reply: FastifyReply, id: number, body: F) => {
      const update = required(kind.update, 'update');
      const fields = cleaned(body);
      return answerContentWrite(
        app,
        request,
        reply,
        {
          moduleId: kind.moduleOf(id),
          action: `module.${kind.noun}.update`,
          detail: { [kind.idKey]: id, name: fields.name },
          edit: (content, reserved) => update(content, id, fields, reserved),
        },
        imagesOf(fields),
      );
    },
    move: (request: FastifyRequest, reply: FastifyReply, id: number, target: number) => {
      const move = required(kind.move, 'move');
      return answerContentWrite(app, request, reply, {
        moduleId: kind.moduleOf(id),
        action: `module.${kind.noun}.move`,
        detail: { [kind.idKey]: id, target },
        edit: (content) => move(content, id, target),
      });
    },
    remove: (request: FastifyRequest, reply: FastifyReply, id: number) => {
      const remove = required(kind.remove, 'delete');
      return answerContentWrite(app, request, reply, {
        moduleId: kind.moduleOf(id),
        action: `module.${kind.noun}.delete`,
        detail: { [kind.idKey]: id },
        edit: (content) => remove(content, id),
      });
    },
  };
};

/** A slide of this kind, for reading: the slide itself or the refusal. */
export const slideOnly =
  <S>(find: (content: DraftContent, id: number) => { slide: S } | Refused) =>
  (content: DraftContent, id: number): S | Refused => {
    const found = find(content, id);
    return isRefused(found) ? found : found.slide;
  };
