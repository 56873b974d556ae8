# Komunikaty syntezy mowy (uno_access/speech). $backend to nazwa syntezatora: espeak, speechd, pyttsx3.

speech-backend-chosen = Synteza mowy: { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    }.
speech-no-engine = Nie znaleziono syntezatora mowy, więc gra działa tylko w trybie tekstowym. Czytnik ekranu może odczytywać wiersze na głos.
speech-no-audio = Nie znaleziono urządzenia dźwiękowego, więc gra działa tylko w trybie tekstowym. Czytnik ekranu może odczytywać wiersze na głos.
speech-backend-unavailable = Syntezator mowy { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } jest niedostępny, więc gra działa tylko w trybie tekstowym.
speech-backend-unknown = Nie ma syntezatora mowy o nazwie { $backend }, więc gra działa tylko w trybie tekstowym. Wybierz auto, speechd, espeak, pyttsx3 lub none.
speech-voice-missing = Głos { $language ->
        [en] angielski
        [it] włoski
        [pt] portugalski
        [pl] polski
        [hr] chorwacki
        [ro] rumuński
       *[other] dla języka { $language }
    } nie jest zainstalowany, więc używany jest głos domyślny.
speech-voice-setting-missing = Głos { $voice } nie jest zainstalowany, więc używany jest głos domyślny.
speech-failed = Syntezator mowy { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } przestał działać, więc gra toczy się dalej tylko w trybie tekstowym.
speech-engine-failed = Syntezator mowy { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } zgłosił błąd.
speech-file-unsupported = Syntezator mowy { $backend ->
        [espeak] eSpeak NG
        [speechd] Speech Dispatcher
       *[other] { $backend }
    } nie potrafi zapisywać plików dźwiękowych.
speech-file-failed = Nie udało się zapisać pliku dźwiękowego { $path }.
speech-file-no-engine = Brak syntezatora mowy, który mógłby zapisać plik dźwiękowy.
