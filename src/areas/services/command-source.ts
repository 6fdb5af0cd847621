// Palette source "Services": a service by name, domain or plan opens its page.
import { servicesOps } from '@contract/services';
import type { CommandSource } from '@/components/layout/command-sources';
import { apiRequest } from '@/lib/api-client';

export const servicesCommandSource: CommandSource = {
  id: 'services',
  label: 'Services',
  minLength: 2,
  async search(query, signal) {
    const page = await apiRequest(servicesOps.listServices, {
      query: { q: query.trim().slice(0, 255), limit: 8 },
      signal,
    });
    return page.data.map((s) => ({
      id: `service:${s.id}`,
      label: s.displayName,
      hint: `${s.type} · ${s.status}`,
      link: { to: '/services/$serviceId', params: { serviceId: String(s.id) } },
    }));
  },
};
