// Default example texts per language. A model whose card declares a language gets its examples
// in that language when we have texts for it, English otherwise.
// To add a language: add its entry to EXAMPLE_TEXTS under its ISO 639-1 code; the type makes
// every text required.

import type { ModelRecord } from "../model/model-record";

/** Every default text of one language. */
export interface LanguageTexts {
  /** Input of text classification (sentiment). */
  textClassification: string;
  /** Input of token classification (names, places, organisations). */
  tokenClassification: string;
  /** Question of the question answering example. */
  question: string;
  /** Context of the question answering example; it holds the answer. */
  context: string;
  /** Text of the zero-shot classification example (a customer message fitting refund/legal/faq). */
  zeroShot: string;
  /** Input of translation, in this language. */
  translation: string;
  /** A paragraph for summarization. */
  summarization: string;
  /** The user message of the chat example. */
  chat: string;
  /** The text part of the multimodal chat example, about the linked image. */
  imageChat: string;
  /** The start of a text for (non-chat) text generation. */
  textGeneration: string;
  /** The fill-mask sentence as the text before and after the mask token. */
  fillMask: readonly [before: string, after: string];
  /** Source sentence of the sentence similarity example. */
  similaritySource: string;
  /** Sentences compared with the source sentence. */
  similarityCandidates: readonly string[];
  /** Input of feature extraction. */
  featureExtraction: string;
  /** Question asked about the sample table. */
  tableQuery: string;
  /** Text to read aloud. */
  textToSpeech: string;
  /** Description of a sound or music to generate. */
  textToAudio: string;
  /** Question about the sample image. */
  visualQuestion: string;
  /** Question about the sample document. */
  documentQuestion: string;
}

/** The language every model without a supported language gets. */
export const DEFAULT_EXAMPLE_LANGUAGE = "en";

export const EXAMPLE_TEXTS = {
  ar: {
    textClassification: "لقد أحببت هذا الفيلم كثيرًا، وكان أداء الممثلين رائعًا!",
    tokenClassification: "اسمي كلارا وأعمل في متحف اللوفر في باريس.",
    question: "أين تعمل كلارا؟",
    context: "تعمل كلارا مرشدةً في متحف اللوفر، أكبر متحف للفنون في باريس.",
    zeroShot: "مرحبًا، وصلت الخلاطة التي طلبتها الأسبوع الماضي مكسورة، وأرغب في استرداد أموالي.",
    translation: "اسمي كلارا وأعيش في باريس.",
    summarization:
      "الحاجز المرجاني العظيم هو أكبر نظام للشعاب المرجانية في العالم. يقع في بحر المرجان قبالة ساحل ولاية كوينزلاند في أستراليا، ويمتد لأكثر من 2300 كيلومتر. ويتكون من نحو 3000 شعبة مرجانية ومئات الجزر، ويمكن رؤيته من الفضاء. وتعيش فيه آلاف الأنواع من الأسماك والرخويات والمرجان، وقد أُدرج في قائمة التراث العالمي عام 1981. وقد تسبب ارتفاع درجات حرارة البحر في عدة موجات من الابيضاض الجماعي للمرجان خلال العقود الأخيرة.",
    chat: "ما هو أعلى جبل في أوروبا؟",
    imageChat: "ماذا تظهر هذه الصورة؟ أجب بجملة واحدة.",
    textGeneration: "كان يا ما كان، في قرية صغيرة على شاطئ البحر،",
    fillMask: ["عاصمة فرنسا هي ", "."],
    similaritySource: "رجل يعزف على الغيتار.",
    similarityCandidates: ["شخص يعزف على آلة موسيقية.", "رجل يركب حصانًا.", "الجو مشمس اليوم."],
    featureExtraction: "اليوم يوم مشمس وسأذهب لتناول المثلجات.",
    tableQuery: "أي مدينة لديها أكبر عدد من السكان؟",
    textToSpeech: "مرحبًا! شكرًا لاتصالك، كيف يمكنني مساعدتك اليوم؟",
    textToAudio: "لحن بيانو هادئ مع صوت مطر خفيف في الخلفية",
    visualQuestion: "كم عدد الحيوانات في الصورة؟",
    documentQuestion: "ما هو رقم الفاتورة؟",
  },
  de: {
    textClassification: "Der Film hat mir sehr gefallen, die Schauspieler waren großartig!",
    tokenClassification: "Ich heiße Clara und arbeite im Louvre in Paris.",
    question: "Wo arbeitet Clara?",
    context: "Clara ist Museumsführerin im Louvre, dem größten Kunstmuseum in Paris.",
    zeroShot:
      "Hallo, der Mixer, den ich letzte Woche bestellt habe, kam kaputt an und ich möchte mein Geld zurück.",
    translation: "Ich heiße Clara und wohne in Paris.",
    summarization:
      "Das Great Barrier Reef ist das größte Korallenriffsystem der Welt. Es liegt im Korallenmeer vor der Küste von Queensland in Australien und erstreckt sich über mehr als 2.300 Kilometer. Es besteht aus fast 3.000 einzelnen Riffen und Hunderten von Inseln und ist sogar aus dem Weltraum zu sehen. Tausende Arten von Fischen, Weichtieren und Korallen leben dort, und seit 1981 gehört es zum Weltnaturerbe. Steigende Meerestemperaturen haben in den letzten Jahrzehnten mehrere massive Korallenbleichen ausgelöst.",
    chat: "Welcher ist der höchste Berg Europas?",
    imageChat: "Was ist auf diesem Bild zu sehen? Antworte in einem Satz.",
    textGeneration: "Es war einmal in einem kleinen Dorf am Meer",
    fillMask: ["Die Hauptstadt von Frankreich ist ", "."],
    similaritySource: "Ein Mann spielt Gitarre.",
    similarityCandidates: [
      "Jemand spielt ein Musikinstrument.",
      "Ein Mann reitet auf einem Pferd.",
      "Heute scheint die Sonne.",
    ],
    featureExtraction: "Heute ist ein sonniger Tag und ich hole mir ein Eis.",
    tableQuery: "Welche Stadt hat die meisten Einwohner?",
    textToSpeech: "Hallo! Danke für Ihren Anruf, wie kann ich Ihnen helfen?",
    textToAudio: "Eine ruhige Klaviermelodie mit leisem Regen im Hintergrund",
    visualQuestion: "Wie viele Tiere sind auf dem Bild?",
    documentQuestion: "Wie lautet die Rechnungsnummer?",
  },
  en: {
    textClassification: "I really enjoyed this film, the acting was wonderful!",
    tokenClassification: "My name is Clara and I work at the Louvre in Paris.",
    question: "Where does Clara work?",
    context: "Clara works as a guide at the Louvre, the largest art museum in Paris.",
    zeroShot: "Hi, the blender I ordered last week arrived broken and I would like my money back.",
    translation: "My name is Clara and I live in Paris.",
    summarization:
      "The Great Barrier Reef is the world's largest coral reef system. It lies in the Coral Sea, off the coast of Queensland, Australia, and stretches for more than 2,300 kilometres. It is made up of nearly 3,000 individual reefs and hundreds of islands, and it can be seen from space. Thousands of species of fish, molluscs and corals live there, and it was declared a World Heritage Site in 1981. Rising sea temperatures have caused several mass bleaching events in recent decades.",
    chat: "What is the tallest mountain in Europe?",
    imageChat: "What is shown in this image? Answer in one sentence.",
    textGeneration: "Once upon a time, in a small village by the sea,",
    fillMask: ["The capital of France is ", "."],
    similaritySource: "A man is playing a guitar.",
    similarityCandidates: [
      "Someone is playing a musical instrument.",
      "A man is riding a horse.",
      "The weather is sunny today.",
    ],
    featureExtraction: "Today is a sunny day and I will get some ice cream.",
    tableQuery: "Which city has the most inhabitants?",
    textToSpeech: "Hello! Thank you for calling, how can I help you today?",
    textToAudio: "A calm piano melody with soft rain in the background",
    visualQuestion: "How many animals are in the picture?",
    documentQuestion: "What is the invoice number?",
  },
  es: {
    textClassification: "¡Me encantó esta película, los actores estuvieron geniales!",
    tokenClassification: "Me llamo Clara y trabajo en el Louvre, en París.",
    question: "¿Dónde trabaja Clara?",
    context: "Clara es guía en el Louvre, el museo de arte más grande de París.",
    zeroShot:
      "Hola, la batidora que pedí la semana pasada llegó rota y quisiera que me devolvieran el dinero.",
    translation: "Me llamo Clara y vivo en París.",
    summarization:
      "La Gran Barrera de Coral es el mayor sistema de arrecifes de coral del mundo. Se encuentra en el mar del Coral, frente a la costa de Queensland, en Australia, y se extiende a lo largo de más de 2300 kilómetros. Está formada por casi 3000 arrecifes y cientos de islas, y se puede ver desde el espacio. Alberga miles de especies de peces, moluscos y corales, y fue declarada Patrimonio de la Humanidad en 1981. El aumento de la temperatura del mar ha provocado varios episodios de blanqueamiento masivo en las últimas décadas.",
    chat: "¿Cuál es la montaña más alta de Europa?",
    imageChat: "¿Qué se ve en esta imagen? Responde en una frase.",
    textGeneration: "Érase una vez, en un pequeño pueblo junto al mar,",
    fillMask: ["La capital de Francia es ", "."],
    similaritySource: "Un hombre está tocando la guitarra.",
    similarityCandidates: [
      "Alguien está tocando un instrumento musical.",
      "Un hombre está montando a caballo.",
      "Hoy hace sol.",
    ],
    featureExtraction: "Hoy hace un día soleado y voy a tomar un helado.",
    tableQuery: "¿Qué ciudad tiene más habitantes?",
    textToSpeech: "¡Hola! Gracias por llamar, ¿en qué puedo ayudarle?",
    textToAudio: "Una melodía tranquila de piano con lluvia suave de fondo",
    visualQuestion: "¿Cuántos animales hay en la imagen?",
    documentQuestion: "¿Cuál es el número de la factura?",
  },
  fr: {
    textClassification: "J'ai adoré ce film, les acteurs étaient formidables !",
    tokenClassification: "Je m'appelle Clara et je travaille au Louvre, à Paris.",
    question: "Où travaille Clara ?",
    context: "Clara est guide au Louvre, le plus grand musée d'art de Paris.",
    zeroShot:
      "Bonjour, le mixeur que j'ai commandé la semaine dernière est arrivé cassé et je voudrais être remboursé.",
    translation: "Je m'appelle Clara et j'habite à Paris.",
    summarization:
      "La Grande Barrière de corail est le plus grand ensemble de récifs coralliens du monde. Elle se trouve dans la mer de Corail, au large du Queensland, en Australie, et s'étend sur plus de 2 300 kilomètres. Elle compte près de 3 000 récifs et des centaines d'îles, et elle est visible depuis l'espace. Des milliers d'espèces de poissons, de mollusques et de coraux y vivent, et elle est inscrite au patrimoine mondial depuis 1981. La hausse de la température de la mer a provoqué plusieurs épisodes de blanchissement massif au cours des dernières décennies.",
    chat: "Quelle est la plus haute montagne d'Europe ?",
    imageChat: "Que montre cette image ? Réponds en une phrase.",
    textGeneration: "Il était une fois, dans un petit village au bord de la mer,",
    fillMask: ["La capitale de la France est ", "."],
    similaritySource: "Un homme joue de la guitare.",
    similarityCandidates: [
      "Quelqu'un joue d'un instrument de musique.",
      "Un homme monte à cheval.",
      "Il fait beau aujourd'hui.",
    ],
    featureExtraction: "Aujourd'hui, il fait beau et je vais manger une glace.",
    tableQuery: "Quelle ville compte le plus d'habitants ?",
    textToSpeech: "Bonjour ! Merci de votre appel, comment puis-je vous aider ?",
    textToAudio: "Une douce mélodie au piano avec une pluie légère en fond",
    visualQuestion: "Combien d'animaux y a-t-il sur l'image ?",
    documentQuestion: "Quel est le numéro de la facture ?",
  },
  ja: {
    textClassification: "この映画はとても面白かった。俳優の演技が素晴らしかった！",
    tokenClassification: "私の名前はクララで、パリのルーヴル美術館で働いています。",
    question: "クララはどこで働いていますか？",
    context: "クララは、パリ最大の美術館であるルーヴル美術館でガイドをしています。",
    zeroShot: "こんにちは。先週注文したミキサーが壊れた状態で届いたので、返金をお願いしたいです。",
    translation: "私の名前はクララで、パリに住んでいます。",
    summarization:
      "グレート・バリア・リーフは世界最大のサンゴ礁群です。オーストラリアのクイーンズランド州沖の珊瑚海に位置し、2300キロメートル以上にわたって広がっています。約3000のサンゴ礁と数百の島々から成り、宇宙からも見ることができます。数千種の魚類、軟体動物、サンゴが生息しており、1981年に世界遺産に登録されました。近年は海水温の上昇により、大規模な白化現象が何度も起きています。",
    chat: "ヨーロッパで一番高い山はどこですか？",
    imageChat: "この画像には何が写っていますか？一文で答えてください。",
    textGeneration: "むかしむかし、海辺の小さな村に",
    fillMask: ["フランスの首都は", "です。"],
    similaritySource: "男性がギターを弾いている。",
    similarityCandidates: ["誰かが楽器を演奏している。", "男性が馬に乗っている。", "今日は晴れている。"],
    featureExtraction: "今日は晴れているので、アイスクリームを食べに行きます。",
    tableQuery: "人口が最も多い都市はどこですか？",
    textToSpeech: "こんにちは！お電話ありがとうございます。ご用件をお伺いします。",
    textToAudio: "穏やかなピアノの旋律と、背景に静かな雨の音",
    visualQuestion: "画像には何匹の動物がいますか？",
    documentQuestion: "請求書番号は何ですか？",
  },
  ru: {
    textClassification: "Мне очень понравился этот фильм, актёры сыграли великолепно!",
    tokenClassification: "Меня зовут Клара, и я работаю в Лувре в Париже.",
    question: "Где работает Клара?",
    context: "Клара работает экскурсоводом в Лувре, крупнейшем художественном музее Парижа.",
    zeroShot:
      "Здравствуйте, блендер, который я заказал на прошлой неделе, пришёл сломанным, и я хотел бы вернуть деньги.",
    translation: "Меня зовут Клара, и я живу в Париже.",
    summarization:
      "Большой Барьерный риф — крупнейшая в мире система коралловых рифов. Он расположен в Коралловом море у побережья Квинсленда в Австралии и тянется более чем на 2300 километров. Риф состоит почти из 3000 отдельных рифов и сотен островов, и его видно даже из космоса. Здесь обитают тысячи видов рыб, моллюсков и кораллов, а в 1981 году риф был включён в список объектов Всемирного наследия. За последние десятилетия из-за роста температуры воды произошло несколько массовых обесцвечиваний кораллов.",
    chat: "Какая самая высокая гора в Европе?",
    imageChat: "Что изображено на этой картинке? Ответь одним предложением.",
    textGeneration: "Жили-были в маленькой деревне у моря",
    fillMask: ["Столица Франции — ", "."],
    similaritySource: "Мужчина играет на гитаре.",
    similarityCandidates: [
      "Кто-то играет на музыкальном инструменте.",
      "Мужчина едет верхом на лошади.",
      "Сегодня солнечный день.",
    ],
    featureExtraction: "Сегодня солнечный день, и я пойду есть мороженое.",
    tableQuery: "В каком городе больше всего жителей?",
    textToSpeech: "Здравствуйте! Спасибо за звонок, чем я могу вам помочь?",
    textToAudio: "Спокойная фортепианная мелодия с тихим дождём на фоне",
    visualQuestion: "Сколько животных на картинке?",
    documentQuestion: "Какой номер у счёта?",
  },
  zh: {
    textClassification: "我非常喜欢这部电影，演员的表演太棒了！",
    tokenClassification: "我叫克拉拉，在巴黎的卢浮宫工作。",
    question: "克拉拉在哪里工作？",
    context: "克拉拉是卢浮宫的讲解员，卢浮宫是巴黎最大的艺术博物馆。",
    zeroShot: "你好，我上周订的搅拌机送到时已经坏了，我想申请退款。",
    translation: "我叫克拉拉，我住在巴黎。",
    summarization:
      "大堡礁是世界上最大的珊瑚礁群。它位于澳大利亚昆士兰州沿岸的珊瑚海，绵延超过2300公里。大堡礁由近3000个独立的珊瑚礁和数百个岛屿组成，从太空中也能看到。这里栖息着数千种鱼类、软体动物和珊瑚，并于1981年被列入世界遗产名录。近几十年来，海水温度上升已导致多次大规模珊瑚白化事件。",
    chat: "欧洲最高的山是哪座？",
    imageChat: "这张图片里有什么？请用一句话回答。",
    textGeneration: "很久很久以前，在海边的一个小村庄里，",
    fillMask: ["法国的首都是", "。"],
    similaritySource: "一个男人在弹吉他。",
    similarityCandidates: ["有人在演奏乐器。", "一个男人在骑马。", "今天天气晴朗。"],
    featureExtraction: "今天天气晴朗，我要去吃冰淇淋。",
    tableQuery: "哪个城市的人口最多？",
    textToSpeech: "您好！感谢您的来电，请问有什么可以帮您？",
    textToAudio: "舒缓的钢琴旋律，背景是轻柔的雨声",
    visualQuestion: "图片里有几只动物？",
    documentQuestion: "发票号码是多少？",
  },
} as const satisfies Record<string, LanguageTexts>;

/** A language we have default example texts for. */
export type ExampleLanguage = keyof typeof EXAMPLE_TEXTS;

/** The languages with default example texts, sorted. */
export const EXAMPLE_LANGUAGES = Object.keys(EXAMPLE_TEXTS) as ExampleLanguage[];

function isExampleLanguage(code: string): code is ExampleLanguage {
  return Object.hasOwn(EXAMPLE_TEXTS, code);
}

/**
 * The language of a model's examples: the first language its card declares that we have texts
 * for (matching "fr", "FR", "fr-CA" or "fr_FR" alike), English otherwise.
 */
export function exampleLanguage(model: ModelRecord): ExampleLanguage {
  for (const declared of model.cardData?.language ?? []) {
    const code = declared.split(/[-_]/u)[0]?.toLowerCase() ?? "";
    if (isExampleLanguage(code)) return code;
  }
  return DEFAULT_EXAMPLE_LANGUAGE;
}

/** The default example texts for a model, in its language. */
export function exampleTexts(model: ModelRecord): LanguageTexts {
  return EXAMPLE_TEXTS[exampleLanguage(model)];
}
