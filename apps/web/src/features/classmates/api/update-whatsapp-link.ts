import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * PATCH /classes/{id}/class (docs/architecture.md, API calls) with the class's WhatsApp link. The body carries the current
 * status as the spec's client does; the API ignores a student's status.
 */
export const updateWhatsappLink = ({
  classId,
  whatsappLink,
  status,
}: {
  classId: number;
  whatsappLink: string;
  status: string;
}) => api.patch<unknown>(`/classes/${classId}/class`, { whatsappLink, status });

export function useUpdateWhatsappLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWhatsappLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['classes'] }),
  });
}
