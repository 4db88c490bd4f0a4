/** Every query key of the banners, from one place. */
export const bannerKeys = {
  all: ['banners'] as const,
  featured: () => [...bannerKeys.all, 'featured'] as const,
  kingOfTheHill: () => [...bannerKeys.all, 'king-of-the-hill'] as const,
};
