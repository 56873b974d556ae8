# Obavijesti govornog izlaza (uno_access/speech). $backend je ime sintetizatora: espeak, speechd, pyttsx3.

speech-backend-chosen = Govorni izlaz: { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    }.
speech-no-engine = Nije pronađen nijedan sintetizator govora pa se igra nastavlja samo kao tekst. Tvoj čitač zaslona može naglas čitati retke.
speech-no-audio = Nije pronađen nijedan zvučni uređaj pa se igra nastavlja samo kao tekst. Tvoj čitač zaslona može naglas čitati retke.
speech-backend-unavailable = Sintetizator govora { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } nije dostupan pa se igra nastavlja samo kao tekst.
speech-backend-unknown = Ne postoji sintetizator govora { $backend } pa se igra nastavlja samo kao tekst. Odaberite auto, speechd, espeak, pyttsx3 ili none.
speech-voice-missing = Glas za { $language ->
        [en] engleski jezik
        [it] talijanski jezik
        [pt] portugalski jezik
        [pl] poljski jezik
        [hr] hrvatski jezik
        [ro] rumunjski jezik
       *[other] jezik { $language }
    } nije instaliran pa se koristi zadani glas.
speech-voice-setting-missing = Glas { $voice } nije instaliran pa se koristi zadani glas.
speech-failed = Sintetizator govora { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } prestao je raditi pa se igra nastavlja samo kao tekst.
speech-engine-failed = Sintetizator govora { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } javio je pogrešku.
speech-file-unsupported = Sintetizator govora { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } ne može zapisivati zvučne datoteke.
speech-file-failed = Zvučnu datoteku { $path } nije moguće zapisati.
speech-file-no-engine = Nema dostupnog sintetizatora govora koji bi zapisao zvučnu datoteku.
