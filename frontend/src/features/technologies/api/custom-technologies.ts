import {
  createCustomTechnology,
  type CustomTechnologyInputDto,
  deleteCustomTechnology,
  getListMySnippetGroupsKey,
  getListTechnologiesKey,
  type OfficialRequestCreatedDto,
  requestOfficial,
  type TechnologyCreatedDto,
  type TechnologyDeletedDto,
  type TechnologyUpdatedDto,
  updateCustomTechnology,
} from '@api';
import { type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';

/** POST /api/technologies/custom. */
export function useCreateCustomTechnology(feedback?: MutationFeedback<CustomTechnologyInputDto, TechnologyCreatedDto>) {
  return useApiMutation({ ...feedback, call: createCustomTechnology, invalidates: [getListTechnologiesKey()] });
}

export interface CustomTechnologyChange extends CustomTechnologyInputDto {
  id: string;
}

/** PATCH /api/technologies/custom/{id}; the member's groups show the technology's name too. */
export function useUpdateCustomTechnology(feedback?: MutationFeedback<CustomTechnologyChange, TechnologyUpdatedDto>) {
  return useApiMutation({
    ...feedback,
    call: ({ id, ...body }: CustomTechnologyChange) => updateCustomTechnology(id, body),
    invalidates: [getListTechnologiesKey(), getListMySnippetGroupsKey()],
  });
}

/** DELETE /api/technologies/custom/{id}: its groups go with it. */
export function useDeleteCustomTechnology(feedback?: MutationFeedback<string, TechnologyDeletedDto>) {
  return useApiMutation({
    ...feedback,
    call: (id: string) => deleteCustomTechnology(id),
    invalidates: [getListTechnologiesKey(), getListMySnippetGroupsKey()],
  });
}

/** POST /api/technologies/request-official/{techID}. */
export function useRequestOfficial(feedback?: MutationFeedback<string, OfficialRequestCreatedDto>) {
  return useApiMutation({ ...feedback, call: (id: string) => requestOfficial(id), invalidates: [getListTechnologiesKey()] });
}
