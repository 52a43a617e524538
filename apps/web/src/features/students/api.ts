/** The student calls, for the school program the screen came from (X-RESTAURANT-ID). */
import type { StudentView } from '@ordering/domain/contracts/accounts';
import { apiFetch } from '../../lib/api-client';

export type Student = StudentView;

export interface StudentFieldsBody {
  name: string;
  school: string | null;
  grade: string | null;
  classroom: string | null;
  teacher: string | null;
}

const headers = (restaurantId: number | string) => ({ 'X-RESTAURANT-ID': String(restaurantId) });

export const createStudent = (restaurantId: number | string, body: StudentFieldsBody) =>
  apiFetch<{ student: Student; students: Student[] }>('/api/auth/students', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: headers(restaurantId),
  });

export const updateStudent = (restaurantId: number | string, id: string, body: StudentFieldsBody) =>
  apiFetch<{ student: Student; students: Student[] }>(`/api/auth/students/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: headers(restaurantId),
  });

export const deleteStudent = (restaurantId: number | string, id: string) =>
  apiFetch<{ students: Student[] }>(`/api/auth/delete-student/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: JSON.stringify({}),
    headers: headers(restaurantId),
  });
