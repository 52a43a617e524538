/** The diner's student profiles (K-12) at the school program the call names (students.service.ts). */
import {
  studentFields,
  studentIdParams,
  studentResponse,
  studentsResponse,
} from '@ordering/domain/contracts/accounts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../clock';
import { requireAccountHolder, requireUser, type UserPrincipal } from '../../plugins/principal';
import type { PublishedEntry } from '../restaurants';
import { restaurantFor } from '../restaurants';
import { perAccountLimit } from './accounts-route-kit';
import { createStudent, deleteStudent, listStudents, updateStudent } from './students.service';

export function registerStudentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Adding, changing and removing students: 60 per 15 minutes per parent, far above a family's need (520
  // profiles in a row were taken).
  const writes = perAccountLimit(app, 'student-writes', 60);

  // Read by a login-as session at its venue (ordering needs them); written by the parent only.
  const school = async (
    request: FastifyRequest,
    writing = false,
  ): Promise<[UserPrincipal, PublishedEntry]> => [
    writing ? requireAccountHolder(request) : requireUser(request),
    await restaurantFor(app, request),
  ];

  r.get(
    '/api/auth/students',
    { schema: { tags: ['auth'], response: { 200: studentsResponse } } },
    async (request) => {
      const [principal, restaurant] = await school(request);
      return { students: await listStudents(app.db, principal.userId, restaurant.restaurantId) };
    },
  );

  r.post(
    '/api/auth/students',
    {
      schema: { tags: ['auth'], body: studentFields, response: { 200: studentResponse } },
      preHandler: writes,
    },
    async (request) => {
      const [principal, restaurant] = await school(request, true);
      return createStudent(app.db, principal.userId, restaurant, request.body);
    },
  );

  r.put(
    '/api/auth/students/:id',
    {
      schema: {
        tags: ['auth'],
        params: studentIdParams,
        body: studentFields,
        response: { 200: studentResponse },
      },
      preHandler: writes,
    },
    async (request) => {
      const [principal, restaurant] = await school(request, true);
      return updateStudent(app.db, principal.userId, restaurant, request.params.id, request.body, now());
    },
  );

  r.post(
    '/api/auth/delete-student/:id',
    {
      schema: { tags: ['auth'], params: studentIdParams, response: { 200: studentsResponse } },
      preHandler: writes,
    },
    async (request) => {
      const [principal, restaurant] = await school(request, true);
      return deleteStudent(app.db, principal.userId, restaurant, request.params.id);
    },
  );
}
