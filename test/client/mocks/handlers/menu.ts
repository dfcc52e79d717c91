// Footer menu, and the connectivity probe GET /online that lives beside it on the server.
import { http, HttpResponse } from 'msw';
import { model } from '../model';
import { guard } from './util';

export const menuHandlers = [
  http.get('/menu', ({ request }) => {
    guard(request);
    return HttpResponse.json(model.menu);
  }),
  http.get('/online', ({ request }) => {
    guard(request);
    return HttpResponse.json({ online: true });
  }),
];
