// Footer menu.
import { http, HttpResponse } from 'msw';
import { model } from '../model';
import { guard } from './util';

export const menuHandlers = [
  http.get('/menu', ({ request }) => {
    guard(request);
    return HttpResponse.json(model.menu);
  }),
];
