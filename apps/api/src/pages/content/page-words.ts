/**
 * The heads of the pages that say the same to everyone (page-table.ts), in each language we speak
 * besides English (the table's own words): the title in the browser's tab and a search result, the
 * description a search engine or a link preview shows. A page missing here keeps the English head.
 */
import type { Locale } from '@safetrails/contracts';

export interface PageHeadWords {
  readonly title?: string;
  readonly description: string;
}

export interface LanguagePageWords {
  readonly homeTitle: string;
  /** By the route's pattern, as in the page table. */
  readonly pages: Readonly<Record<string, PageHeadWords>>;
  readonly notFound: PageHeadWords & { readonly title: string };
  readonly search: (query: string) => PageHeadWords & { readonly title: string };
}

export const PAGE_WORDS: Readonly<Record<Exclude<Locale, 'en'>, LanguagePageWords>> = {
  es: {
    homeTitle: 'SafeTrails | Seguridad para quienes viajan solos',
    pages: {
      '/': {
        description:
          'SafeTrails es un compañero de seguridad para quienes viajan solos, sobre todo para las mujeres que viajan solas: lo que aconsejan cinco gobiernos para cada ciudad, números de emergencia, alertas oficiales y una comunidad.',
      },
      '/waitlist': {
        title: 'Únete a la lista de espera',
        description:
          'Únete a la lista de espera de acceso anticipado de SafeTrails: información de seguridad para quienes viajan solos, ciudad a ciudad.',
      },
      '/how-it-works': {
        title: 'Cómo funciona',
        description:
          'Cómo funciona SafeTrails: la puntuación de seguridad de cada ciudad parte de lo que cinco gobiernos aconsejan para su zona, las valoraciones de quienes viajan la mueven y cada dato tiene su fuente y su fecha.',
      },
      '/about': {
        title: 'Quiénes somos',
        description:
          'SafeTrails ayuda a quienes viajan solos, sobre todo a las mujeres que viajan solas, a explorar el mundo con confianza: puntuaciones de seguridad transparentes, valoraciones de barrios, alertas en tiempo real y una comunidad de viajeras y viajeros.',
      },
      '/privacy': {
        title: 'Política de privacidad',
        description: 'Qué recoge SafeTrails, por qué y cómo borrarlo.',
      },
      '/terms': { title: 'Condiciones del servicio', description: 'Las condiciones de uso de SafeTrails.' },
      '/dashboard': {
        title: 'Panel',
        description:
          'Explora destinos en SafeTrails: cada ciudad con su puntuación de seguridad y los consejos de los gobiernos, el mapa de seguridad, las alertas y lo último de la comunidad.',
      },
      '/countries': {
        title: 'Países',
        description:
          'Los consejos oficiales de viaje de cinco gobiernos (EE. UU., Reino Unido, Canadá, Australia, Irlanda) para cada país, su nivel más prudente y la ley sobre las relaciones entre personas del mismo sexo, para filtrar y comparar.',
      },
      '/feedback': {
        title: 'Opiniones',
        description: 'Cuéntale al equipo de SafeTrails qué funciona y qué no.',
      },
      '/forums': {
        title: 'Foros de la comunidad',
        description: 'Preguntas, historias y consejos de quienes viajan solos, por destino y por tema, con moderación.',
      },
    },
    notFound: { title: 'Página no encontrada', description: 'No hay ninguna página en esta dirección de SafeTrails.' },
    search: (query) => ({
      title: `Buscar: ${query}`,
      description: `Destinos que coinciden con ${query} en SafeTrails, cada uno con su puntuación de seguridad y lo que aconsejan los gobiernos.`,
    }),
  },
  fr: {
    homeTitle: 'SafeTrails | La sécurité en voyage pour les voyageurs solo',
    pages: {
      '/': {
        description:
          'SafeTrails est un compagnon de sécurité pour les voyageurs solo, en particulier les femmes qui voyagent seules\u00a0: ce que cinq gouvernements conseillent pour chaque ville, numéros d’urgence, alertes officielles et une communauté.',
      },
      '/waitlist': {
        title: 'Rejoindre la liste d’attente',
        description:
          'Rejoignez la liste d’attente de l’accès anticipé à SafeTrails\u00a0: des informations de sécurité pour les voyageurs solo, ville par ville.',
      },
      '/how-it-works': {
        title: 'Comment ça marche',
        description:
          'Comment fonctionne SafeTrails\u00a0: le score de sécurité de chaque ville part de ce que cinq gouvernements conseillent pour sa zone, les notes des voyageurs le font évoluer, et chaque fait a sa source et sa date.',
      },
      '/about': {
        title: 'À propos',
        description:
          'SafeTrails aide les voyageuses et voyageurs solo, en particulier les femmes qui voyagent seules, à explorer le monde en confiance\u00a0: scores de sécurité transparents, notes des quartiers, alertes en temps réel et une communauté de voyageurs.',
      },
      '/privacy': {
        title: 'Politique de confidentialité',
        description: 'Ce que SafeTrails collecte, pourquoi, et comment l’effacer.',
      },
      '/terms': { title: 'Conditions d’utilisation', description: 'Les conditions d’utilisation de SafeTrails.' },
      '/dashboard': {
        title: 'Tableau de bord',
        description:
          'Explorez les destinations sur SafeTrails\u00a0: chaque ville avec son score de sécurité et les conseils des gouvernements, la carte de sécurité, les alertes et les dernières publications de la communauté.',
      },
      '/countries': {
        title: 'Pays',
        description:
          'Les conseils officiels aux voyageurs de cinq gouvernements (États-Unis, Royaume-Uni, Canada, Australie, Irlande) pour chaque pays, son niveau le plus prudent et la loi sur les relations entre personnes de même sexe, à filtrer et comparer.',
      },
      '/feedback': {
        title: 'Votre avis',
        description: 'Dites à l’équipe SafeTrails ce qui marche et ce qui ne marche pas.',
      },
      '/forums': {
        title: 'Forums de la communauté',
        description: 'Questions, récits et conseils de voyageurs solo, par destination et par thème, modérés.',
      },
    },
    notFound: { title: 'Page introuvable', description: 'Il n’y a pas de page à cette adresse sur SafeTrails.' },
    search: (query) => ({
      title: `Recherche\u00a0: ${query}`,
      description: `Les destinations correspondant à ${query} sur SafeTrails, chacune avec son score de sécurité et ce que conseillent les gouvernements.`,
    }),
  },
  de: {
    homeTitle: 'SafeTrails | Reisesicherheit für Alleinreisende',
    pages: {
      '/': {
        description:
          'SafeTrails ist ein Sicherheitsbegleiter für Alleinreisende, besonders für Frauen, die allein reisen: was fünf Regierungen für jede Stadt raten, Notrufnummern, offizielle Warnungen und eine Community.',
      },
      '/waitlist': {
        title: 'Auf die Warteliste',
        description:
          'Setz dich auf die Warteliste für den frühen Zugang zu SafeTrails: Sicherheitsinformationen für Alleinreisende, Stadt für Stadt.',
      },
      '/how-it-works': {
        title: 'So funktioniert es',
        description:
          'So funktioniert SafeTrails: Der Sicherheitswert jeder Stadt beginnt mit dem, was fünf Regierungen für ihre Gegend raten, Bewertungen von Reisenden bewegen ihn, und jede Angabe hat Quelle und Datum.',
      },
      '/about': {
        title: 'Über uns',
        description:
          'SafeTrails hilft Alleinreisenden, besonders Frauen, die allein reisen, die Welt mit Zuversicht zu entdecken: transparente Sicherheitswerte, Bewertungen von Stadtvierteln, Warnungen in Echtzeit und eine Community von Reisenden.',
      },
      '/privacy': {
        title: 'Datenschutzerklärung',
        description: 'Was SafeTrails erhebt, warum, und wie du es löschen lässt.',
      },
      '/terms': { title: 'Nutzungsbedingungen', description: 'Die Bedingungen für die Nutzung von SafeTrails.' },
      '/dashboard': {
        title: 'Dashboard',
        description:
          'Entdecke Reiseziele auf SafeTrails: jede Stadt mit ihrem Sicherheitswert und den Hinweisen der Regierungen, die Sicherheitskarte, Warnungen und die neuesten Beiträge der Community.',
      },
      '/countries': {
        title: 'Länder',
        description:
          'Die offiziellen Reisehinweise von fünf Regierungen (USA, Vereinigtes Königreich, Kanada, Australien, Irland) für jedes Land, seine vorsichtigste Stufe und das Gesetz zu gleichgeschlechtlichen Beziehungen, zum Filtern und Vergleichen.',
      },
      '/feedback': {
        title: 'Feedback',
        description: 'Sag dem SafeTrails-Team, was funktioniert und was nicht.',
      },
      '/forums': {
        title: 'Community-Foren',
        description: 'Fragen, Geschichten und Tipps von Alleinreisenden, nach Reiseziel und Thema, moderiert.',
      },
    },
    notFound: {
      title: 'Seite nicht gefunden',
      description: 'Unter dieser Adresse gibt es keine Seite bei SafeTrails.',
    },
    search: (query) => ({
      title: `Suche: ${query}`,
      description: `Reiseziele zu ${query} auf SafeTrails, jedes mit seinem Sicherheitswert und dem, was die Regierungen raten.`,
    }),
  },
  'pt-BR': {
    homeTitle: 'SafeTrails | Segurança em viagens para quem viaja sozinho',
    pages: {
      '/': {
        description:
          'O SafeTrails é um companheiro de segurança para quem viaja sozinho, principalmente para as mulheres que viajam sozinhas: o que cinco governos orientam para cada cidade, números de emergência, alertas oficiais e uma comunidade.',
      },
      '/waitlist': {
        title: 'Entrar na lista de espera',
        description:
          'Entre na lista de espera do acesso antecipado ao SafeTrails: informações de segurança para quem viaja sozinho, cidade por cidade.',
      },
      '/how-it-works': {
        title: 'Como funciona',
        description:
          'Como o SafeTrails funciona: a pontuação de segurança de cada cidade parte do que cinco governos orientam para a região, as avaliações de viajantes a movem, e cada informação tem fonte e data.',
      },
      '/about': {
        title: 'Quem somos',
        description:
          'O SafeTrails ajuda quem viaja sozinho, principalmente as mulheres que viajam sozinhas, a explorar o mundo com confiança: pontuações de segurança transparentes, avaliações de bairros, alertas em tempo real e uma comunidade de viajantes.',
      },
      '/privacy': {
        title: 'Política de privacidade',
        description: 'O que o SafeTrails coleta, por quê, e como apagar.',
      },
      '/terms': { title: 'Termos de uso', description: 'Os termos de uso do SafeTrails.' },
      '/dashboard': {
        title: 'Painel',
        description:
          'Explore destinos no SafeTrails: cada cidade com sua pontuação de segurança e as orientações dos governos, o mapa de segurança, os alertas e as publicações mais recentes da comunidade.',
      },
      '/countries': {
        title: 'Países',
        description:
          'As orientações oficiais de viagem de cinco governos (EUA, Reino Unido, Canadá, Austrália, Irlanda) para cada país, seu nível mais cauteloso e a lei sobre relações entre pessoas do mesmo sexo, para filtrar e comparar.',
      },
      '/feedback': {
        title: 'Sua opinião',
        description: 'Conte à equipe do SafeTrails o que funciona e o que não funciona.',
      },
      '/forums': {
        title: 'Fóruns da comunidade',
        description: 'Perguntas, histórias e dicas de quem viaja sozinho, por destino e por tema, com moderação.',
      },
    },
    notFound: { title: 'Página não encontrada', description: 'Não há nenhuma página neste endereço do SafeTrails.' },
    search: (query) => ({
      title: `Pesquisa: ${query}`,
      description: `Destinos que correspondem a ${query} no SafeTrails, cada um com sua pontuação de segurança e o que os governos orientam.`,
    }),
  },
  ar: {
    homeTitle: 'SafeTrails | سلامة السفر لمن يسافرون بمفردهم',
    pages: {
      '/': {
        description:
          'SafeTrails رفيق للسلامة لمن يسافرون بمفردهم، وخاصة النساء اللواتي يسافرن وحدهن: ما تنصح به خمس حكومات لكل مدينة، وأرقام الطوارئ، والتنبيهات الرسمية، ومجتمع من المسافرين.',
      },
      '/waitlist': {
        title: 'الانضمام إلى قائمة الانتظار',
        description:
          'انضم إلى قائمة انتظار الوصول المبكر إلى SafeTrails: معلومات سلامة لمن يسافرون بمفردهم، مدينة بعد مدينة.',
      },
      '/how-it-works': {
        title: 'طريقة العمل',
        description:
          'كيف يعمل SafeTrails: تبدأ درجة سلامة كل مدينة مما تنصح به خمس حكومات لمنطقتها، وتحرّكها تقييمات المسافرين، ولكل معلومة مصدرها وتاريخها.',
      },
      '/about': {
        title: 'من نحن',
        description:
          'يساعد SafeTrails من يسافرون بمفردهم، وخاصة النساء اللواتي يسافرن وحدهن، على استكشاف العالم بثقة: درجات سلامة شفافة، وتقييمات للأحياء، وتنبيهات فورية، ومجتمع من المسافرين.',
      },
      '/privacy': { title: 'سياسة الخصوصية', description: 'ما يجمعه SafeTrails، ولماذا، وكيف تحذفه.' },
      '/terms': { title: 'شروط الخدمة', description: 'شروط استخدام SafeTrails.' },
      '/dashboard': {
        title: 'لوحة التحكم',
        description:
          'استكشف الوجهات على SafeTrails: كل مدينة بدرجة سلامتها ونصائح الحكومات، وخريطة السلامة، والتنبيهات، وأحدث منشورات المجتمع.',
      },
      '/countries': {
        title: 'البلدان',
        description:
          'نصائح السفر الرسمية من خمس حكومات (الولايات المتحدة، المملكة المتحدة، كندا، أستراليا، أيرلندا) لكل بلد، وأشد مستوياتها حذرًا، والقانون بشأن العلاقات المثلية، للتصفية والمقارنة.',
      },
      '/feedback': { title: 'الملاحظات', description: 'أخبر فريق SafeTrails بما ينجح وما لا ينجح.' },
      '/forums': {
        title: 'منتديات المجتمع',
        description: 'أسئلة وحكايات ونصائح من يسافرون بمفردهم، حسب الوجهة والموضوع، تحت الإشراف.',
      },
    },
    notFound: { title: 'الصفحة غير موجودة', description: 'لا توجد صفحة بهذا العنوان على SafeTrails.' },
    search: (query) => ({
      title: `بحث: ${query}`,
      description: `الوجهات المطابقة لـ ${query} على SafeTrails، كلٌّ مع درجة سلامتها وما تنصح به الحكومات.`,
    }),
  },
};

/** A language's heads; null for English, whose words are the page table's. */
export function pageWords(locale: Locale): LanguagePageWords | null {
  return locale === 'en' ? null : PAGE_WORDS[locale];
}
