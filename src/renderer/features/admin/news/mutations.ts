import {
  newsAdCreateCall,
  newsAdDeactivateCall,
  newsAdUpdateCall,
  newsArticleCreateCall,
  newsArticleUpdateCall,
  newsArticleWithdrawCall,
  newsProviderCreateCall,
  newsProviderUpdateCall,
  newsSettingsUpdateCall,
  type AdInput,
  type ArticleInput,
  type NewsSettings,
  type ProviderInput,
} from '../../../../shared/api/calls/adminNews';
import { mutationAtom, type Services } from '../../../state';
import { adminCall } from '../queries';
import { newsKeys } from './queries';

/** Every write may change any list of the desk: all of its cache is refetched. */
const forgetNews = (services: Services) => services.queryClient.invalidateQueries({ queryKey: newsKeys.all });

export const providerCreateAtom = mutationAtom((services) => ({
  mutationFn: (body: ProviderInput) => adminCall(services, newsProviderCreateCall, { body }),
  onSuccess: () => forgetNews(services),
}));

export const providerUpdateAtom = mutationAtom((services) => ({
  mutationFn: ({ id, name }: { id: number; name: string }) =>
    adminCall(services, newsProviderUpdateCall, { params: { provider: id }, body: { name } }),
  onSuccess: () => forgetNews(services),
}));

export const articleCreateAtom = mutationAtom((services) => ({
  mutationFn: (body: ArticleInput) => adminCall(services, newsArticleCreateCall, { body }),
  onSuccess: () => forgetNews(services),
}));

export const articleUpdateAtom = mutationAtom((services) => ({
  mutationFn: ({ id, body }: { id: number; body: ArticleInput }) =>
    adminCall(services, newsArticleUpdateCall, { params: { article: id }, body }),
  onSuccess: () => forgetNews(services),
}));

export const articleWithdrawAtom = mutationAtom((services) => ({
  mutationFn: (id: number) => adminCall(services, newsArticleWithdrawCall, { params: { article: id } }),
  onSuccess: () => forgetNews(services),
}));

export const adCreateAtom = mutationAtom((services) => ({
  mutationFn: (body: AdInput) => adminCall(services, newsAdCreateCall, { body }),
  onSuccess: () => forgetNews(services),
}));

export const adUpdateAtom = mutationAtom((services) => ({
  mutationFn: ({ id, body }: { id: number; body: AdInput }) =>
    adminCall(services, newsAdUpdateCall, { params: { ad: id }, body }),
  onSuccess: () => forgetNews(services),
}));

export const adDeactivateAtom = mutationAtom((services) => ({
  mutationFn: (id: number) => adminCall(services, newsAdDeactivateCall, { params: { ad: id } }),
  onSuccess: () => forgetNews(services),
}));

export const settingsUpdateAtom = mutationAtom((services) => ({
  mutationFn: (body: NewsSettings) => adminCall(services, newsSettingsUpdateCall, { body }),
  onSuccess: () => forgetNews(services),
}));
