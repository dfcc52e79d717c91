// Account and test data of the session user.
import { http, HttpResponse } from 'msw';
import { model } from '../model';
import { guard, unauthorized } from './util';

export const accountHandlers = [
  http.get('/api/account', ({ request }) => {
    guard(request);
    const user = model.sessionUser();
    return user ? HttpResponse.json(user.account) : unauthorized();
  }),

  http.get('/api/test/data', ({ request }) => {
    guard(request);
    return model.sessionUser() ? HttpResponse.json(model.testData) : unauthorized();
  }),
];
