import type { SafetyWords } from './safety-words-shape';

export const ptBR: SafetyWords = {
  intlLocale: 'pt-BR',
  labelled: (label, value) => `${label}: ${value}`,
  timeIn: (local, zone) => `${local} (${zone})`,
  utcUnknownZone: (utc) => `${utc} UTC (não sabemos o seu fuso horário)`,
  invitation: {
    subject: (her) => `${her} pede que você seja um contato de confiança no SafeTrails`,
    lead: (her, contact) =>
      `Olá, ${contact}: ${her} viaja com o SafeTrails e gostaria que você fosse um dos contatos de confiança dela.`,
    what: 'Se você aceitar, o SafeTrails vai escrever para você se ela não der sinal no horário combinado, se enviar um SOS ou se não responder após um desastre perto dela, com onde ela está e os números de emergência locais. Você não receberá mais nada.',
    consent:
      'Até você aceitar, nada mais é enviado para este endereço. Você pode parar a qualquer momento, a partir de qualquer mensagem.',
    accept: 'Aceitar',
    decline: 'Recusar',
  },
  reminder: {
    subject: (due) => `Dê sinal antes de ${due}`,
    lead: (due) => `Seu próximo sinal vence às ${due}. Toque em "Estou bem" para dar sinal.`,
    imOk: 'Estou bem',
    pushTitle: 'Hora de dar sinal',
    pushBody: (due) => `Vence às ${due}. Toque em "Estou bem".`,
    ifNot: (grace) =>
      `Se você não der sinal ${grace} minutos depois do horário, seus contatos de confiança serão avisados.`,
  },
  missed: {
    subject: (her) => `${her} não deu sinal`,
    lead: (her, dueHers, dueTheirs) =>
      `${her} não deu o sinal previsto para ${dueHers} (seu horário: ${dueTheirs}), e a tolerância dela já passou.`,
  },
  late: {
    subject: (her) => `${her} deu sinal`,
    lead: (her, at) =>
      `${her} deu sinal às ${at}, depois do sinal que não deu. Não é preciso agir pela nossa última mensagem.`,
  },
  sos: {
    subject: (her) => `SOS de ${her}`,
    lead: (her, at) => `${her} enviou um SOS pelo SafeTrails às ${at}. Tente falar com ela agora.`,
  },
  safetyCheck: {
    subject: 'Você está em segurança?',
    lead: (city) => `Um alerta oficial atinge ${city}, onde você está hoje. Você está em segurança?`,
    says: (organisation) => `${organisation} informa:`,
    imSafe: 'Estou em segurança',
    pushTitle: 'Você está em segurança?',
    pushBody: (city) => `Um alerta oficial atinge ${city}. Toque em "Estou em segurança".`,
    ifNot: (by) => `Se você não responder até ${by}, seus contatos de confiança serão avisados.`,
  },
  markedSafe: {
    subject: (her) => `${her} informou que está em segurança`,
    lead: (her, organisation) => `${her} informou que está em segurança após este alerta (${organisation}):`,
  },
  unanswered: {
    subject: (her) => `${her} não respondeu após um alerta`,
    lead: (her, city, organisation) =>
      `Um alerta oficial atinge ${city}, onde ${her} está hoje, e ela não respondeu se está em segurança. O alerta (${organisation}):`,
  },
  facts: {
    where: 'Onde ela está',
    fromCheckIn: 'pelo último sinal dela',
    fromTrip: 'onde a viagem dela a coloca hoje',
    unknownWhere: 'desconhecido: ela não tem viagem para hoje nem deu sinal a partir de uma cidade',
    lastCheckIn: 'Último sinal',
    noCheckIn: 'nenhum ainda',
    mapPoint: 'Ponto do mapa que ela compartilha',
    numbersIn: (country) => `Números de emergência em ${country}`,
    services: {
      general: 'Emergência',
      police: 'Polícia',
      ambulance: 'Ambulância',
      fire: 'Bombeiros',
      touristPolice: 'Polícia turística',
      womensHelpline: 'Linha de apoio às mulheres',
    },
    sourceOf: (organisation, date) => `fonte: ${organisation}, ${date}`,
    noNumbers: (country) => `O SafeTrails não tem número de emergência de fonte oficial para ${country}.`,
    checkAt: 'Consulte aqui',
    herGovernment: (country) => `O governo dela em ${country}`,
    noHome: 'Ela não informou o país de origem, então não podemos indicar a embaixada dela.',
    noMission: (country) =>
      `O SafeTrails não tem contato do governo dela em ${country} a partir das páginas do próprio governo.`,
    phone: 'Telefone',
    emergencyPhone: 'Emergência',
    citizensLine: 'Linha para cidadãos',
    whatToDo: 'O que fazer',
    steps: [
      'Tente falar com ela: ligue ou mande mensagem.',
      'Se não conseguir e temer pela segurança dela, ligue para o número de emergência local acima ou para a linha do governo dela.',
    ],
  },
  footer: {
    whyInvited: (her) => `Você recebe esta única mensagem porque ${her} informou este endereço no SafeTrails.`,
    why: (her) => `Você recebe isto porque aceitou ser contato de confiança de ${her} no SafeTrails.`,
    stop: 'Parar de receber estas mensagens',
    see: 'Ver o que ela compartilha',
  },
};
