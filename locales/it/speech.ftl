# Avvisi dell'uscita vocale (uno_access/speech). $backend è il nome di un motore: espeak, speechd, pyttsx3.

speech-backend-chosen = Uscita vocale: { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    }.
speech-no-engine = Non è stato trovato nessun motore di sintesi vocale: il gioco prosegue solo come testo. Il tuo lettore di schermo può leggere le righe ad alta voce.
speech-no-audio = Non è stato trovato nessun dispositivo audio, quindi non ci sono né voce né segnali sonori: il gioco prosegue solo come testo. Il tuo lettore di schermo può comunque leggere ogni riga ad alta voce.
speech-backend-unavailable = Il motore di sintesi vocale { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } non è disponibile: il gioco prosegue solo come testo.
speech-backend-unknown = Non esiste nessun motore di sintesi vocale chiamato { $backend }: il gioco prosegue solo come testo. Scegli auto, speechd, espeak, pyttsx3 oppure none.
speech-voice-missing = La voce { $language ->
        [en] inglese
        [it] italiana
        [pt] portoghese
        [pl] polacca
        [hr] croata
        [ro] rumena
       *[other] per la lingua { $language }
    } non è installata: si usa la voce predefinita.
speech-voice-setting-missing = La voce { $voice } non è installata: si usa la voce predefinita.
speech-failed = Il motore di sintesi vocale { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } ha smesso di funzionare: il gioco prosegue solo come testo.
speech-engine-failed = Il motore di sintesi vocale { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } ha segnalato un errore.
speech-file-unsupported = Il motore di sintesi vocale { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } non può scrivere file audio.
speech-file-failed = Non è stato possibile scrivere il file audio { $path }.
speech-file-no-engine = Non c'è nessun motore di sintesi vocale disponibile per scrivere file audio.
