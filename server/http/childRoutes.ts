// The handlers the route files of a slide's lists share (issue 33: question-option, sub-question,
// info-text): list of one slide, read one, add, change, move, delete. Each route file still names its
// own URLs (the file a URL lives in is found by path; test/server/routeFiles.test.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../src/shared/errorCodes';
import {
  addChild,
  childrenOf,
  type ChildList,
  deleteChild,
  findChild,
  type Lists,
  moveChild,
  updateChild,
} from '../../src/shared/moduleDraft/children';
import { moduleOfChild, moduleOfSlide } from '../../src/shared/moduleDraft/ids';
import { isRefused } from '../../src/shared/moduleDraft/slides';
import { answerContentRead, answerContentWrite } from './contentRoutes';

/** How one list is named in the audit log and which code says its parent or element is missing. */
export interface ChildRoutes<L extends ChildList> {
  list: L;
  noun: string;
  missing: ErrorCode;
  parentMissing: ErrorCode;
}

export const childHandlers = <L extends ChildList>(app: FastifyInstance, kind: ChildRoutes<L>) => ({
  list: (reply: FastifyReply, slideId: number) =>
    answerContentRead(app, reply, moduleOfSlide(slideId), kind.parentMissing, (content) => {
      const items = childrenOf(content, kind.list, slideId);
      return isRefused(items) ? items : { items };
    }),
  read: (reply: FastifyReply, id: number) =>
    answerContentRead(app, reply, moduleOfChild(id), kind.missing, (content) => {
      const found = findChild(content, kind.list, id);
      return isRefused(found) ? found : found.item;
    }),
  add: (
    request: FastifyRequest,
    reply: FastifyReply,
    slideId: number,
    fields: Omit<Lists[L], 'id'>,
    position: number | undefined,
  ) =>
    answerContentWrite(app, request, reply, {
      moduleId: moduleOfSlide(slideId),
      action: `module.${kind.noun}.create`,
      detail: { slide: slideId },
      edit: (content, reserved) => addChild(content, kind.list, slideId, fields, position, reserved),
    }),
  update: (request: FastifyRequest, reply: FastifyReply, id: number, fields: Omit<Lists[L], 'id'>) =>
    answerContentWrite(app, request, reply, {
      moduleId: moduleOfChild(id),
      action: `module.${kind.noun}.update`,
      detail: { [kind.noun]: id },
      edit: (content) => updateChild(content, kind.list, id, fields),
    }),
  move: (request: FastifyRequest, reply: FastifyReply, id: number, target: number) =>
    answerContentWrite(app, request, reply, {
      moduleId: moduleOfChild(id),
      action: `module.${kind.noun}.move`,
      detail: { [kind.noun]: id, target },
      edit: (content) => moveChild(content, kind.list, id, target),
    }),
  remove: (request: FastifyRequest, reply: FastifyReply, id: number) =>
    answerContentWrite(app, request, reply, {
      moduleId: moduleOfChild(id),
      action: `module.${kind.noun}.delete`,
      detail: { [kind.noun]: id },
      edit: (content) => deleteChild(content, kind.list, id),
    }),
});
