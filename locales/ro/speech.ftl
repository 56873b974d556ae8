# Anunțurile ieșirii vocale (uno_access/speech). $backend este numele unui motor: espeak, speechd, pyttsx3.

speech-backend-chosen = Ieșire vocală: { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    }.
speech-no-engine = Nu s-a găsit niciun motor de sinteză vocală, așa că jocul continuă doar ca text. Cititorul de ecran poate citi textul cu voce tare.
speech-no-audio = Nu s-a găsit niciun dispozitiv audio, așa că jocul continuă doar ca text. Cititorul de ecran poate citi textul cu voce tare.
speech-backend-unavailable = Motorul de sinteză vocală { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } nu este disponibil, așa că jocul continuă doar ca text.
speech-backend-unknown = Nu există niciun motor de sinteză vocală numit { $backend }, așa că jocul continuă doar ca text. Alege auto, speechd, espeak, pyttsx3 sau none.
speech-voice-missing = Vocea { $language ->
        [en] engleză
        [it] italiană
        [pt] portugheză
        [pl] poloneză
        [hr] croată
        [ro] română
       *[other] pentru limba { $language }
    } nu este instalată, așa că se folosește vocea implicită.
speech-voice-setting-missing = Vocea { $voice } nu este instalată, așa că se folosește vocea implicită.
speech-failed = Motorul de sinteză vocală { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } s-a oprit, așa că jocul continuă doar ca text.
speech-engine-failed = Motorul de sinteză vocală { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } a semnalat o eroare.
speech-file-unsupported = Motorul de sinteză vocală { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } nu poate scrie fișiere audio.
speech-file-failed = Fișierul audio { $path } nu a putut fi scris.
speech-file-no-engine = Nu este disponibil niciun motor de sinteză vocală care să scrie fișiere audio.
