// School locations: GET /api/school-location, GET /api/school-location/list-filter-data,
// GET/PUT/DELETE /api/school-location/{id}, POST /api/school-location.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, SuccessResponse } from '../../../src/shared/management/common';
import {
  Location,
  LocationFilterData,
  LocationInput,
  LocationList,
  LocationListQuery,
  LocationUpdate,
} from '../../../src/shared/management/school';
import { ALL_MANAGERS, SCHOOL_MANAGERS, scopeFrom } from '../../plugins/app/access';
import { answerBodyErrorsPerField } from '../../http/fieldErrors';
import {
  createLocation,
  deleteLocation,
  getLocation,
  listLocations,
  locationFilterData,
  updateLocation,
} from '../../services/location';
import { READ_ERRORS, WRITE_ERRORS } from '../../schemas/management';
import { answer, answerDeleted } from '../../http/reply';
import { actorOf } from '../../http/actor';

const locationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerBodyErrorsPerField(app);
  const readers = { access: { scope: ALL_MANAGERS } };
  const writers = { access: { scope: SCHOOL_MANAGERS } };
  app.get(
    '/api/school-location',
    {
      config: readers,
      schema: { querystring: LocationListQuery, response: { 200: LocationList, ...READ_ERRORS } },
    },
    async (request) => listLocations(app.db, scopeFrom(request), request.query),
  );
  app.get(
    '/api/school-location/list-filter-data',
    { config: readers, schema: { response: { 200: LocationFilterData, ...READ_ERRORS } } },
    async (request) => locationFilterData(app.db, scopeFrom(request)),
  );
  app.get(
    '/api/school-location/:id',
    { config: readers, schema: { params: IdParam, response: { 200: Location, ...READ_ERRORS } } },
    async (request, reply) => answer(reply, await getLocation(app.db, scopeFrom(request), Number(request.params.id))),
  );
  app.post(
    '/api/school-location',
    { config: writers, schema: { body: LocationInput, response: { 200: Location, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answer(reply, await createLocation(app.db, actorOf(request), scopeFrom(request), request.body)),
  );
  app.put(
    '/api/school-location/:id',
    {
      config: writers,
      schema: { params: IdParam, body: LocationUpdate, response: { 200: Location, ...WRITE_ERRORS } },
    },
    async (request, reply) =>
      answer(
        reply,
        await updateLocation(app.db, actorOf(request), scopeFrom(request), Number(request.params.id), request.body),
      ),
  );
  app.delete(
    '/api/school-location/:id',
    { config: writers, schema: { params: IdParam, response: { 200: SuccessResponse, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answerDeleted(
        reply,
        await deleteLocation(app.db, actorOf(request), scopeFrom(request), Number(request.params.id)),
      ),
  );
};

export default locationRoutes;
