# Avisos da saída de voz (uno_access/speech). $backend é o nome de um motor: espeak, speechd, pyttsx3.

speech-backend-chosen = Saída de voz: { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    }.
speech-no-engine = Não foi encontrado nenhum mecanismo de voz, então o jogo continua só em texto. Seu leitor de tela pode ler as linhas em voz alta.
speech-no-audio = Não foi encontrado nenhum dispositivo de áudio, então o jogo continua só em texto. Seu leitor de tela pode ler as linhas em voz alta.
speech-backend-unavailable = O mecanismo de voz { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } não está disponível, então o jogo continua só em texto.
speech-backend-unknown = Não existe nenhum mecanismo de voz chamado { $backend }, então o jogo continua só em texto. Escolha auto, speechd, espeak, pyttsx3 ou none.
speech-voice-missing = A voz { $language ->
        [en] em inglês
        [it] em italiano
        [pt] em português
        [pl] em polonês
        [hr] em croata
        [ro] em romeno
       *[other] para o idioma { $language }
    } não está instalada, então o jogo usa a voz padrão.
speech-voice-setting-missing = A voz { $voice } não está instalada, então o jogo usa a voz padrão.
speech-failed = O mecanismo de voz { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } deixou de funcionar, então o jogo continua só em texto.
speech-engine-failed = O mecanismo de voz { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } informou um erro.
speech-file-unsupported = O mecanismo de voz { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } não consegue salvar arquivos de som.
speech-file-failed = Não foi possível salvar o arquivo de som { $path }.
speech-file-no-engine = Não há nenhum mecanismo de voz disponível para salvar arquivos de som.
