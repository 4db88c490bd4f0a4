/** Every query key of the token page, from one place. */
export const tokenKeys = {
  all: ['token'] as const,
  detail: (address: string) => [...tokenKeys.all, 'detail', address] as const,
  metrics: (address: string) => [...tokenKeys.all, 'metrics', address] as const,
  holders: (address: string) => [...tokenKeys.all, 'holders', address] as const,
  priceHistory: (address: string) => [...tokenKeys.all, 'price-history', address] as const,
  priceHistoryProgress: (address: string) => [...tokenKeys.all, 'price-history-progress', address] as const,
  sameTicker: (ticker: string, address: string) => [...tokenKeys.all, 'same-ticker', ticker, address] as const,
};
