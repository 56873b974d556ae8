## O console: palavras dos comandos, ajuda, avisos e respostas às linhas escritas.
## cmd-words-*: as palavras de cada comando, separadas por vírgulas (a primeira é a principal).
## As palavras em inglês funcionam sempre; as letras sozinhas (p, d, h, t...) continuam as
## inglesas, e r, y, g, b continuam as cores dos códigos das cartas (g3x é o três verde).
## Nenhuma palavra de comando começa um nome de carta (pular, inverter, compre, coringa,
## números). Sem acentos também vale (mao, nao): o leitor de comandos ignora os diacríticos.
## A primeira palavra é o infinitivo, como nos menus brasileiros (jogar, comprar, passar).

cmd-words-play = jogar, jogue, joga
cmd-words-draw = comprar, compra, compro
cmd-words-pass = passar, passe, passa, passo, fico
cmd-words-uno = uno
cmd-words-catch = pegar, pega, apontar, aponta
cmd-words-challenge = desafiar, desafia, desafio
cmd-words-accept = aceitar, aceita, aceito
cmd-words-color = cor
cmd-words-swap = trocar, troca, troco
cmd-words-hand = mão
cmd-words-top = mesa, topo
cmd-words-turn = vez
cmd-words-counts = contagem, cartas
cmd-words-scores = pontos, pontuação
cmd-words-repeat = repetir, repete
cmd-words-history = histórico
cmd-words-rules = regras
cmd-words-help = ajuda
cmd-words-quit = sair, fim
cmd-words-settings = configurações
cmd-words-save = salvar, salva
cmd-words-set = definir, define
cmd-words-yes = sim
cmd-words-no = não
cmd-words-color-r = vermelho, vermelha
cmd-words-color-y = amarelo, amarela
cmd-words-color-g = verde
cmd-words-color-b = azul

## Respostas a linhas que não foram entendidas
cmd-unknown = Não conheço o comando "{ $text }". Digite ajuda para ver os comandos.
cmd-not-a-card = "{ $text }" não é uma carta. Indique a carta pela posição dela na sua mão, pelo código, como r3x, ou pelo nome, como sete vermelho.
cmd-play-which = Qual carta? Por exemplo: jogar 2, jogar r3x ou jogar três vermelho.
cmd-color-which = Qual cor? Vermelho, amarelo, verde ou azul.
cmd-bad-seat = Não há nenhum jogador "{ $text }".
cmd-history-number = Depois de histórico, digite quantas linhas você quer ouvir, por exemplo: histórico 5.
cmd-no-arguments = O comando { $command ->
        [draw] comprar
        [pass] passar
        [uno] uno
        [challenge] desafiar
        [accept] aceitar
        [hand] mão
        [top] mesa
        [turn] vez
        [counts] contagem
        [scores] pontos
        [repeat] repetir
        [quit] sair
        [yes] sim
        [no] não
        [catch] pegar
        [swap] trocar
       *[other] { $command }
    } não leva nada depois dele.
cmd-bad-position = Não há carta na posição { $number }: você tem { $count ->
        [0] zero cartas
        [one] uma carta
       *[other] { NUM($count, gender: "feminine") } cartas
    }.
cmd-bad-after-card = Depois da carta, digite uma cor ou uno, não "{ $text }".
cmd-which-card = Qual delas: { $cards }?

## Avisos e respostas do console do jogo
console-which-color = Qual cor para { CASE($card, case: "def") }? Digite vermelho, amarelo, verde ou azul (e uno, se quiser dizer UNO).
console-resumed = O jogo salvo continua na rodada { $hand }.
console-match-over = A partida terminou. Digite sair para sair ou histórico para ouvir tudo de novo.
console-spectator = Você está só assistindo: o computador joga em todos os lugares.
console-nothing-to-repeat = Ainda não há nada para repetir.
console-history = { $count ->
        [0] Os últimos 0 eventos
        [one] O último evento
       *[other] Os últimos { $count } eventos
    }:
console-rules-list = Seções das regras: { $sections }. Digite regras e o nome de uma seção, por exemplo: regras uno.
console-rules-unknown = Não há nenhuma seção das regras chamada "{ $name }". Digite regras para ver a lista.
console-help-cards = Indique uma carta pela posição dela na sua mão (2), pelo código braille (r3x, wld r, dr4 g) ou pelo nome (sete vermelho, Coringa azul). Uma carta digitada sozinha é jogada; acrescente uno para dizer UNO junto com a jogada.
console-help-actions = Ações: jogar, comprar, passar (ficar com a carta comprada), uno, pegar, desafiar, aceitar, uma cor (vermelho ou r) e trocar seguido de um nome.
console-help-status = Situação do jogo: mão (com as cartas jogáveis), mesa (a carta e a cor em jogo), vez (de quem é a vez e o sentido), contagem, pontos, repetir, histórico (com um número opcional) e regras.
console-help-other = Também: configurações, definir seguido de nome e valor (por exemplo definir velocidade 200, definir detalhe breve), salvar (o jogo é salvo sozinho depois de cada jogada), ajuda e sair. Apertar Enter sem digitar nada diz o que fazer agora.
console-key-item = { $key } ou { $fkey } { $command ->
        [help] ajuda
        [hand] mão
        [top] mesa (t de topo)
        [turn] vez
        [counts] contagem (q de quantas)
        [scores] pontos
        [repeat] repetir (d de "de novo")
        [history] histórico
       *[other] { $command }
    }
console-help-keys = Atalhos, digitados sozinhos e seguidos de Enter: { $keys }. No modo padrão (standard), as teclas de função funcionam na hora e a tecla Tab completa os nomes das cartas.
console-quit-ask = Sair agora? O jogo fica salvo, e uno-access play --resume continua de onde parou. Digite sim para sair ou não para continuar.
console-quit-cancelled = O jogo continua.
console-bye = Até logo.
console-nothing-to-confirm = Não há nada para confirmar.
# $key: a chave do arquivo (delay, pace...); $number: o valor, quando é um número (senão 0)
console-setting-item = { $name }: { console-setting-value }
console-setting-value = { $key ->
        [delay] { $value } { $number ->
            [one] segundo
           *[other] segundos
        }
        [pace] { $value } { $number ->
            [one] segundo
           *[other] segundos
        }
        [rate] { $value } palavras por minuto
        [backlog] { $value }{ $number ->
            [0] {" "}(desligado)
            [one] {" "}(acima de um evento)
           *[other] {" "}(acima de { $value } eventos)
        }
       *[other] { $value }
    }
console-settings = Configurações: { $settings }.
list-items = { $head }; { $last }
console-settings-how = Para mudar uma configuração, digite definir, o nome e o valor, por exemplo: definir velocidade 200.
console-set-how = Digite definir, o nome de uma configuração e um valor. As configurações são: { $names }.
console-setting-changed = { $key ->
        [language] { $raw ->
                [auto] Agora o jogo usa o idioma do sistema.
               *[other] Agora o jogo está em { $value }.
            }
        [verbosity] Agora o nível de detalhe é { $value }.
        [delay] Agora a espera é de { console-setting-value }.
        [pace] Agora a pausa entre as jogadas do computador é de { console-setting-value }.
        [rate] Agora a velocidade da voz é de { console-setting-value }.
        [volume] Agora o volume da voz é { $value }.
        [pitch] Agora o tom da voz é { $value }.
        [sound_volume] Agora o volume dos sons é { $value }.
        [sounds] Agora os sons estão { $value }.
        [voice] Agora a voz é { $value }.
        [mute] Configuração alterada. Silenciar: { $value }.
       *[other] Agora a configuração { $name } é { console-setting-value }.
    }{ $later ->
        [yes] {" "}A mudança vale a partir da próxima vez que o jogo for aberto.
       *[no] {""}
    }
console-settings-not-saved = A configuração já vale, mas não foi possível salvá-la: { $detail }.
console-saved-on-exit = O jogo está salvo. Digite uno-access play --resume para continuar.
console-no-save = Não há nenhum jogo salvo, então um jogo novo começa.
console-save-corrupt = Não foi possível ler o jogo salvo ({ $detail }); ele foi movido para { $path }, e um jogo novo começa.
console-save-kept = O jogo salvo anterior foi mantido como { $path }; uno-access play --resume { $path } continua esse jogo.
console-save-exists = Já existe um jogo salvo; ele será substituído quando este jogo novo começar. Para continuar o jogo salvo, saia e digite uno-access play --resume.
console-save-failed = Não foi possível salvar o jogo ({ $detail }); a partida continua sem ser salva.
console-log-failed = Não foi possível salvar o arquivo de eventos ({ $detail }); o registro parou.
console-internal-error = Algo deu errado dentro do jogo ({ $detail }). O jogo está salvo; por favor, relate o problema.
console-bad-players = A lista de jogadores "{ $text }" não é válida: indique de 2 a 10 lugares, cada um human, easy, normal ou hard.
console-bad-deck = Não é possível usar o arquivo de baralho { $path }: { $detail }.
console-bad-deck-code = O arquivo de baralho { $path } contém "{ $code }", que não é um código de carta.
console-bad-deck-count = O arquivo de baralho { $path } precisa ter as 108 cartas de um baralho; contém { $count }. Faltam: { $missing }. Sobram: { $extra }.
console-bad-dealer = Não há nenhum lugar { $value } para dar as cartas: os lugares vão de 0 a { $last }.
console-bad-rules = { $detail }
console-bad-log = Não é possível salvar o arquivo de eventos { $path }: { $detail }.
console-spectating = Nenhum lugar humano: você está assistindo aos jogadores do computador.

## Configurações (uno_access/storage/settings.py)
settings-unknown = Não há nenhuma configuração "{ $name }". As configurações são: { $names }.
settings-bad-choice = "{ $value }" não é um valor válido para a configuração { $name }. Valores permitidos: { $allowed }.
settings-bad-number = A configuração { $name } precisa ser um número de { $low } a { $high }, não "{ $value }".
settings-bad-voice = "{ $value }" não é o nome de uma voz.
settings-corrupt = Não foi possível ler o arquivo de configurações { $path }, então valem as configurações padrão.
settings-unreadable = Não foi possível abrir o arquivo de configurações { $path } ({ store-reason }), então valem as configurações padrão.

## Opções de uno-access play
play-opt-players = os lugares, em ordem: human (pessoa), easy (fácil), normal ou hard (difícil), separados por vírgulas (padrão: human,normal,normal,normal)
play-opt-rules = as regras: { cli-presets }
play-opt-house = regras da casa e outras opções, NOME=VALOR separados por vírgulas
play-opt-seed = a semente usada para embaralhar as cartas, para repetir uma partida
play-opt-deck = um arquivo com os 108 códigos das cartas da primeira distribuição, na ordem em que são dadas
play-opt-dealer = o lugar que dá as cartas primeiro, a partir de 0
play-opt-event-log = salvar cada evento neste arquivo, em linhas JSON
play-opt-lang = o idioma: { -language-codes }
play-opt-speech = o motor de voz: auto, screenreader (o leitor de tela), speechd, espeak, pyttsx3 ou none (sem voz)
play-opt-verbosity = o nível de detalhe da fala: brief (breve), normal ou verbose (completo)
play-opt-mode = plain (simples: só texto) ou standard (padrão: cores e uma linha de comando mais completa)
play-opt-display = text (nomes das cartas) ou braille (códigos das cartas e linhas curtas)
play-opt-resume = continuar o jogo salvo
play-opt-delay = segundos que um jogador do computador espera quando alguém pode pegar um UNO esquecido ou jogar fora da vez
play-opt-pace = segundos entre duas jogadas do computador
play-opt-rate = velocidade da voz em palavras por minuto
play-opt-voice = o nome da voz do motor de voz
play-prompt = >{" "}
play-prompt-turn = sua vez>{" "}

## cmd-key-*: o atalho de uma letra de um comando neste idioma (digitado sozinho, depois Enter),
## tirado das palavras deste idioma: nenhuma letra duas vezes, nenhuma entre r, y, g, b (as letras
## das cores nos códigos das cartas), "-" para nenhum.
# j jogar, c comprar, u uno, m mão, t topo, v vez, q quantas cartas, p pontos, d de novo, h histórico, s sair
cmd-key-play = j
cmd-key-draw = c
cmd-key-uno = u
cmd-key-hand = m
cmd-key-top = t
cmd-key-turn = v
cmd-key-counts = q
cmd-key-scores = p
cmd-key-repeat = d
cmd-key-history = h
cmd-key-quit = s
