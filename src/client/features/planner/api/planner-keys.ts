export const plannerKeys = {
  all: ['chat-planner'] as const,
  conversation: () => [...plannerKeys.all, 'conversation'] as const,
};
