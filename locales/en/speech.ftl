# Speech output notices (uno_access/speech). $backend is an engine name: espeak, speechd, pyttsx3.

speech-backend-chosen = Speech output: { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    }.
speech-no-engine = No speech engine was found, so the game is text only. Your screen reader can read the lines aloud.
speech-no-audio = No sound device was found, so there is no speech and no sound cues: the game is text only. Your screen reader can still read every line aloud.
speech-backend-unavailable = The speech engine { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } is not available, so the game is text only.
speech-backend-unknown = There is no speech engine called { $backend }, so the game is text only. Choose auto, screenreader, speechd, espeak, pyttsx3, or none.
speech-voice-missing = The { $language ->
        [en] English
        [it] Italian
        [pt] Portuguese
        [pl] Polish
        [hr] Croatian
        [ro] Romanian
       *[other] { $language }
    } voice is not installed, so the default voice is used.
speech-voice-setting-missing = The voice { $voice } is not installed, so the default voice is used.
speech-failed = The speech engine { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } stopped working, so the game goes on in text only.
speech-engine-failed = The speech engine { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } reported an error.
speech-file-unsupported = The speech engine { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } cannot write sound files.
speech-file-failed = The sound file { $path } could not be written.
speech-file-no-engine = No speech engine is available to write sound files.
