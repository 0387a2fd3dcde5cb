import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { appConfigKey } from '#client/lib/app-config.ts';
import { adminPaths } from '#shared/api-paths.ts';
import type { AdminSettingsResponse, UpdateSiteSettingsBody } from '#shared/contracts/site-settings.ts';
import { adminKeys } from './admin-keys.ts';

const settingsKey = [...adminKeys.all, 'settings'] as const;

/** The settings, the server's status and the change log. */
export function useAdminSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => apiFetch<AdminSettingsResponse>(adminPaths.settings),
  });
}

/** Saves the changed fields; every page's copy of the public settings (footer, sign-up) refreshes. */
export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the server's message under its field or above the button.
    meta: { errorToast: false },
    mutationFn: (body: UpdateSiteSettingsBody) =>
      apiFetch<AdminSettingsResponse>(adminPaths.settings, { method: 'PATCH', body }),
    onSuccess: (data) => {
      queryClient.setQueryData(settingsKey, data);
      return queryClient.invalidateQueries({ queryKey: appConfigKey });
    },
  });
}
