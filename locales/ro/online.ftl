## Joc în rețea: cuvintele comenzilor din sala de așteptare și de la masă (primul este cel
## principal), apoi ce spune consola despre server, mese și ceilalți jucători.
online-words-list = mese, listă
online-words-create = creează, nouă
online-words-join = intră, stai
online-words-spectate = privește, urmărește
online-words-leave = pleacă, ridică
online-words-start = începe, pornește
online-words-add = adaugă
online-words-remove = scoate, elimină
online-words-kick = exclude, alungă
online-words-say = spune, scrie
online-words-who = cine
online-words-time = timp
online-words-invite = invitație, cod
online-words-opt-private = privată
online-words-opt-bots = calculatoare
online-words-opt-rules = reguli
online-words-opt-house = casă
online-words-opt-level = nivel
online-words-opt-timer = cronometru
online-words-opt-grace = așteptare
online-words-opt-delay = întârziere

online-bot-name = Calculatorul { $number }

online-connected = Conectat la { $url } ca { $name }. Scrie „mese” ca să auzi mesele, „creează” ca să deschizi una, „ajutor” pentru toate comenzile.
online-cannot-connect = Serverul { $url } nu răspunde ({ $detail }).
online-bad-url = Aceasta nu este adresa unui server: { $url }. Începe cu ws:// sau wss://.
online-reconnecting = Conexiunea s-a întrerupt. O nouă încercare peste { $seconds ->
        [one] o secundă
        [few] { NUM($seconds, gender: "feminine") } secunde
       *[other] { NUM($seconds, gender: "feminine") } de secunde
    }.
online-resumed = Din nou la masă. { $count ->
        [0] Nu ai pierdut nimic.
        [one] Ai pierdut un mesaj; istoricul îl repetă.
        [few] Ai pierdut { NUM($count, gender: "feminine") } mesaje; istoricul le repetă.
       *[other] Ai pierdut { NUM($count, gender: "feminine") } de mesaje; istoricul le repetă.
    }
online-server-stopped = Serverul se oprește. Jocul este salvat acolo; consola aceasta se reconectează când revine.
online-bye-takeover = Locul tău a fost preluat de pe alt dispozitiv. Consola aceasta se oprește aici.
online-bye-flood = Serverul a închis conexiunea: prea multe mesaje prea repede.
online-bye-slow = Serverul a închis conexiunea: consola aceasta nu a ținut pasul.
online-bye-other = Serverul a închis conexiunea.
online-bad-message = Serverul a trimis un mesaj pe care consola aceasta nu îl poate citi; a fost ignorat.

online-help = Comenzi în rețea: mese; creează cu numărul de locuri și, dacă vrei, calculatoare N, reguli NUME, casă NUME=VALOARE, nivel easy, normal sau hard, privată, cronometru SECUNDE, așteptare SECUNDE, întârziere SECUNDE; intră COD; privește COD; pleacă; începe; pentru gazdă adaugă NIVEL, scoate NUME și exclude NUME; spune TEXT; cine; timp; invitație.
online-quit-ask = Pleci acum de la masă? Calculatorul îți ia locul; codul de întoarcere te aduce înapoi. Scrie „da” ca să pleci sau „nu” ca să continui.
online-save-now = Serverul păstrează acest joc mutare cu mutare; dacă pleci, codul de întoarcere te aduce înapoi.
online-lobby-prompt = Ești în sala de așteptare. Scrie „mese”, „creează” sau „intră” cu codul unei mese.
online-table-prompt = Stai la o masă; jocul nu a început. Gazda scrie „începe”.
online-no-game = Încă nu se joacă niciun joc.
online-create-how = O masă se creează așa: creează 4 calculatoare 2 reguli official casă stacking=same privată.
online-join-how = Scrie codul mesei sau codul de invitație al unei mese private: intră K7QD.
online-say-how = Scrie „spune” și apoi mesajul tău.
online-no-tables = Nu este deschisă nicio masă publică. Scrie „creează” ca să deschizi una.
online-house-rules = { $any ->
        [no] fără reguli ale casei
       *[yes] reguli ale casei { $house }
    }
online-table-item = Masa { $table }: reguli { $rules }, { online-house-rules }, locuri libere: { NUM($free) }, locuri în total: { NUM($seats) }, { $state ->
        [waiting] așteaptă
        [playing] se joacă
       *[other] terminată
    }; jucători: { $names }.
online-seat-open = locul { $seat } liber
online-seat-item = locul { $seat } { $name }{ $kind ->
        [bot] , jucător controlat de calculator
       *[other] {""}
    }{ $host ->
        [yes] , gazdă
       *[other] {""}
    }
online-table = Masa { $table }{ $private ->
        [yes] , privată
       *[other] {""}
    }: reguli { $rules }, { online-house-rules }; { $seats }.
online-invite = Codul de invitație al acestei mese private este { $code }. Dă-l prietenilor pe care îi inviți: intră { $code }.
online-invite-public = Masa aceasta este publică: oricine poate intra cu codul ei { $table }.
online-seated = Stai pe locul { $seat } la masa { $table }.
online-token = Codul tău de întoarcere este { $token }. Cu el și cu numele tău poți reveni pe acest loc de pe alt dispozitiv.
online-spectating = Privești masa { $table }. Nu vezi cărțile nimănui.
online-left = Ai plecat de la masă și ești din nou în sala de așteptare.
online-back-in-lobby = Ești din nou în sala de așteptare.
online-chat = { $scope ->
        [lobby] { $name } în sala de așteptare: { $text }
       *[other] { $name } spune: { $text }
    }
online-who-item = { $name } { $status ->
        [here] e aici
        [away] a pierdut conexiunea
        [stand_in] lipsește, calculatorul joacă în locul său
       *[other] e un jucător controlat de calculator
    }{ $host ->
        [yes] , gazdă
       *[other] {""}
    }
online-who-table = La masa aceasta: { $players }. Spectatori: { NUM($spectators) }.
online-who-lobby = În sala de așteptare: { $count ->
        [0] nimeni.
       *[other] { $names }.
    }
online-time-left = Timp rămas pentru mutarea aceasta: { $seconds ->
        [one] o secundă
        [few] { NUM($seconds, gender: "feminine") } secunde
       *[other] { NUM($seconds, gender: "feminine") } de secunde
    }.
online-time-off = Masa aceasta nu are cronometru pentru mutări.

online-notice-absent = { $name } a pierdut conexiunea. Locul îi este păstrat { $seconds ->
        [one] o secundă
        [few] { NUM($seconds, gender: "feminine") } secunde
       *[other] { NUM($seconds, gender: "feminine") } de secunde
    }.
online-notice-back = { $name } a revenit{ $bot ->
        [yes] ; calculatorul nu mai joacă în locul lui.
       *[other] .
    }
online-notice-waiting = Jocul așteaptă să revină { $name }, care a pierdut conexiunea, cel mult încă { $seconds ->
        [one] o secundă
        [few] { NUM($seconds, gender: "feminine") } secunde
       *[other] { NUM($seconds, gender: "feminine") } de secunde
    }.
online-notice-stand-in = { $name } nu a revenit: calculatorul joacă în locul lui până se întoarce.
online-notice-left = { $name } a plecat de la masă.
online-notice-left-bot = { $name } a plecat de la masă; calculatorul îi ia locul.
online-notice-kicked = Gazda l-a scos pe { $name } de la masă.
online-notice-kicked-bot = Gazda l-a scos pe { $name }; calculatorul îi ia locul.
online-notice-host = Acum gazda este { $name }.
online-notice-joined = { $name } se așază pe locul { $seat }.
online-notice-bot-added = { $name } intră ca jucător controlat de calculator.
online-notice-bot-removed = { $name } pleacă de la masă.
online-notice-held = Mutarea ta așteaptă o clipă: ceilalți mai pot juca în afara rândului. Se face în cel mult { $seconds ->
        [one] o secundă
        [few] { NUM($seconds, gender: "feminine") } secunde
       *[other] { NUM($seconds, gender: "feminine") } de secunde
    }.
online-notice-time-warning = Timp rămas pentru mutarea ta: { $seconds ->
        [one] o secundă
        [few] { NUM($seconds, gender: "feminine") } secunde
       *[other] { NUM($seconds, gender: "feminine") } de secunde
    }.
online-notice-timed-out = Timpul lui { $name } s-a terminat: calculatorul face această mutare.
online-notice-you-kicked = { $name } te-a scos de la masă.

online-error-bad_json = Serverul nu a putut citi mesajul acela.
online-error-bad_version = Serverul folosește versiunea { $version } a protocolului; actualizează consola aceasta.
online-error-unknown_type = Serverul nu cunoaște mesajul { $type }.
online-error-bad_field = Serverul a refuzat un mesaj cu un câmp greșit: { $field }.
online-error-too_big = Mesajul acela este prea lung pentru server.
online-error-hello_first = Serverul așteaptă mai întâi salutul.
online-error-hello_again = Conexiunea aceasta a salutat deja serverul.
online-error-bad_name = Numele acela rămâne gol după ce se scot caracterele de control. Alege alt nume.
online-error-bad_token = Codul acela de întoarcere nu este valabil pe acest server; ești în sala de așteptare.
online-error-at_table = Stai deja la masa { $table }. Scrie mai întâi „pleacă”.
online-error-bad_rules = Regulile acelea nu pot fi folosite: { $reason }.
online-error-bad_level = Nivelurile jucătorilor controlați de calculator sunt: { $levels }.
online-error-too_many_bots = La masă trebuie să rămână cel puțin un loc pentru un om; locuri: { NUM($seats) }.
online-error-no_table = Nu există masa { $table }.
online-error-private_table = Masa aceea este privată: se intră cu codul de invitație.
online-error-already_started = La masa aceea jocul a început deja. Îl poți privi.
online-error-name_taken = Numele { $name } este deja luat la masa aceea.
online-error-table_full = Masa aceea nu are niciun loc liber.
online-error-not_at_table = Nu stai la o masă.
online-error-not_host = Doar gazda mesei poate face asta.
online-error-no_bot = Nu există un astfel de jucător controlat de calculator la masă.
online-error-bad_seat = Pe locul acela nu este niciun jucător de scos.
online-error-empty_chat = Mesajul rămâne gol după ce se scot caracterele de control.
online-error-too_fast = Trimiți mesaje prea repede; acesta nu a fost trimis.
online-error-not_seated = Spectatorii nu pot juca.
online-error-not_your_seat = Mutarea aceea este pentru alt loc; nu s-a schimbat nimic.
online-error-not_started = Jocul nu a început încă.
online-error-bad_seq = Mutarea aceea a fost aleasă pentru o stare pe care serverul nu a trimis-o niciodată; nu s-a schimbat nimic.
online-error-stale = Jocul a mers mai departe înainte să ajungă mutarea ta; nu s-a jucat nimic. Ascultă ce s-a întâmplat și alege din nou.
online-error-bad_action = Serverul nu a putut citi mutarea aceea; nu s-a schimbat nimic.
online-error-held = Mutarea ta de dinainte încă așteaptă; nu s-a schimbat nimic.
online-error-not_stored = Serverul nu a putut salva mutarea aceea, așa că nu a fost jucată. Încearcă din nou.
online-error-internal = Serverul a avut o problemă cu mesajul acela ({ $detail }); nu s-a schimbat nimic.
online-error-other = Serverul a refuzat: { $code }.

## uno-access serve și join
serve-opt-host = adresa pe care ascultă serverul (implicit 127.0.0.1; alta cere TLS sau --insecure)
serve-opt-port = portul (implicit 8765; 0 alege unul liber)
serve-opt-db = fișierul depozitului în care stau mesele (implicit: depozitul din dosarul de date al utilizatorului)
serve-opt-certfile = fișierul certificatului TLS (PEM)
serve-opt-keyfile = fișierul cheii private TLS (PEM)
serve-opt-insecure = permite o adresă care nu este locală și fără TLS
serve-opt-pace = secunde între mutările calculatorului (implicit 1)
serve-opt-rate = câte mesaje pe secundă poate trimite o conexiune înainte să fie încetinită (implicit 20)
serve-need-both = Pentru TLS trebuie și --certfile, și --keyfile.
serve-bad-cert = Certificatul sau cheia TLS nu pot fi folosite: { $detail }.
serve-need-tls = Ascultarea pe { $host } fără TLS ar trimite fiecare mesaj la vedere. Dă --certfile și --keyfile sau --insecure ca să se facă totuși așa.
serve-insecure = Atenție: serverul ascultă pe { $host } fără TLS. Oricine din rețea poate citi și schimba mesajele.
serve-bad-db = Depozitul { $path } nu poate fi deschis: { $detail }.
serve-cannot-listen = Nu se poate asculta pe { $host }, portul { $port }: { $detail }.
serve-listening = Serverul ascultă pe { $url }; mese restaurate: { $tables }.
serve-stopping = Oprire: fiecare jucător este anunțat.
serve-stopped = Oprit. Fiecare masă este salvată.
join-opt-url = adresa serverului, de exemplu ws://127.0.0.1:8765
join-opt-name = numele tău la mese
join-opt-create = creează imediat o masă (opțiunile comenzii creează, între ghilimele)
join-opt-table = intră imediat la această masă (codul mesei sau un cod de invitație)
join-opt-spectate = privește imediat această masă
join-opt-token = codul de întoarcere pe locul tău (ca să revii de pe alt dispozitiv)
join-opt-cafile = fișierul autorității care a semnat certificatul serverului
join-metavar-options = OPȚIUNI
join-metavar-code = COD
join-metavar-token = COD
cli-help-serve = pornește un server pentru jocul în rețea
cli-help-join = joacă în rețea, conectându-te la un server de joc

## a console remembers its seat's resume code (online-tokens.json in the user's data folder)
online-token-resume = Îți reiei locul cu codul de întoarcere salvat în { $path }.
online-token-not-used = Ai cerut { $option }, așa că nu îți reiei locul de la masa { $table } cu codul de întoarcere salvat în { $path }.
online-token-file-bad = Codurile de întoarcere salvate în { $path } nu au putut fi citite ({ $detail }); nu sunt folosite.
online-token-not-saved = Codul tău de întoarcere nu a putut fi salvat în { $path } ({ $detail }); notează-l ca să revii pe locul tău.
online-resumed-seat = Din nou pe locul tău la masa { $table }.
