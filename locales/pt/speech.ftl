# Avisos da saída de voz (uno_access/speech). $backend é o nome de um motor: espeak, speechd, pyttsx3.

speech-backend-chosen = Saída de voz: { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    }.
speech-no-engine = Não foi encontrado nenhum motor de voz, por isso o jogo continua só em texto. O seu leitor de ecrã pode ler as linhas em voz alta.
speech-no-audio = Não foi encontrado nenhum dispositivo de áudio, por isso o jogo continua só em texto. O seu leitor de ecrã pode ler as linhas em voz alta.
speech-backend-unavailable = O motor de voz { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } não está disponível, por isso o jogo continua só em texto.
speech-backend-unknown = Não existe nenhum motor de voz chamado { $backend }, por isso o jogo continua só em texto. Escolha auto, speechd, espeak, pyttsx3 ou none.
speech-voice-missing = A voz { $language ->
        [en] inglesa
        [it] italiana
        [pt] portuguesa
        [pl] polaca
        [hr] croata
        [ro] romena
       *[other] para a língua { $language }
    } não está instalada, por isso é usada a voz predefinida.
speech-voice-setting-missing = A voz { $voice } não está instalada, por isso é usada a voz predefinida.
speech-failed = O motor de voz { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } deixou de funcionar, por isso o jogo continua só em texto.
speech-engine-failed = O motor de voz { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } comunicou um erro.
speech-file-unsupported = O motor de voz { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } não consegue gravar ficheiros de som.
speech-file-failed = Não foi possível gravar o ficheiro de som { $path }.
speech-file-no-engine = Não há nenhum motor de voz disponível para gravar ficheiros de som.
