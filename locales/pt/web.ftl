## A página web do uno-access serve (uno_access/web): as suas palavras e as linhas que só a página diz.
web-title = uno-access: UNO para todos
web-skip = Ir para a caixa de comandos
web-connecting = Ainda sem conexão.
web-signin = Conexão
web-name = Seu nome
web-language = Idioma
web-language-self = Português (Brasil)
web-connect = Conectar
web-lobby = Saguão
web-tables = Mesas
web-refresh = Listar as mesas
web-create = Criar uma mesa
web-seats = Lugares (de 2 a 10)
web-bots = Jogadores do computador
web-level = Nível dos jogadores do computador
web-level-easy = fácil
web-level-normal = normal
web-level-hard = difícil
web-rules = Regras
web-rules-official = regras oficiais
web-rules-it = regulamento italiano
web-rules-pt = regulamento brasileiro
web-rules-pl = regulamento polonês
web-rules-hr = regulamento croata
web-rules-ro = regulamento romeno
web-house = Regras da casa (opcionais)
web-house-hint = Nomes e valores separados por vírgulas, por exemplo stacking=same,jump_in=on.
web-private = Mesa privada, só se entra com o código de convite
web-create-button = Criar a mesa
web-by-code = Entrar com um código
web-code = Código da mesa ou de convite
web-join = Entrar
web-watch = Assistir
web-table = Mesa
web-seats-list = Lugares
web-status = A partida agora
web-start = Começar a partida
web-add-bot = Adicionar um jogador do computador
web-remove-bot = Tirar um jogador do computador
web-leave = Sair da mesa
web-hand = Sua mão
web-hand-empty = Você não tem cartas na mão.
web-draw = Comprar uma carta
web-uno = Dizer UNO
web-catch = Apontar um UNO não dito
web-command-h = Comandos
web-command = Comando
web-command-hint = Os mesmos comandos do console: uma carta (r3x, três vermelho ou o seu número), compra, passa, uno, aponta, mão, topo, vez, contagem, pontos, histórico, ajuda.
web-send = Enviar
web-history = Histórico
web-chat = Bate-papo
web-say = Mensagem para a mesa ou para o saguão
web-options = Opções
web-speech = Ler com a voz do navegador (para quem joga sem leitor de tela)
web-rate = Velocidade da voz
web-volume = Volume da voz
web-contrast = Alto contraste
web-keys = Teclas
web-keys-intro = Estas teclas funcionam em qualquer lugar da página, também na caixa de comandos; nenhuma delas coincide com uma tecla do NVDA, do JAWS ou do VoiceOver.
web-key-hand = sua mão
web-key-top = a carta do topo e a cor
web-key-turn = de quem é a vez e a direção
web-key-counts = quantas cartas cada um tem
web-key-scores = a pontuação
web-key-repeat = repetir a última resposta
web-key-go-hand = ir para a sua mão
web-key-go-command = ir para a caixa de comandos
web-key-go-history = ir para o histórico
web-js-connecting = Conectando.
web-js-connected = No saguão.
web-js-reconnected = Conectado de novo.
web-js-lost = A conexão caiu. Nova tentativa em { $seconds ->
        [one] um segundo
       *[other] { NUM($seconds) } segundos
    }.
web-js-cannot = Sem conexão: nada foi enviado.
web-js-playable = jogável
web-js-join = Entrar na mesa
web-js-watch = Assistir à mesa
web-js-speech-on = A voz do navegador está ligada.
web-js-speech-off = A voz do navegador está desligada.
web-js-no-tables = Não há nenhuma mesa pública aberta. Crie uma.
web-js-closed = Esta página não está mais conectada: o lugar foi retomado em outro aparelho, ou foram enviadas mensagens demais. Recarregue a página para se conectar de novo.
web-js-rate-value = { $rate }; a normal é 1
web-js-volume-value = { $percent } por cento
web-table-name = Mesa { $table }{ $watching ->
        [yes] , assistindo
       *[other] {""}
    }{ $private ->
        [yes] , privada, código de convite { $invite }
       *[other] {""}
    }
web-hand-title = Sua mão: { $count ->
        [one] uma carta
       *[other] { NUM($count, gender: "feminine") } cartas
    }
web-tables-count = { $count ->
        [0] Não há nenhuma mesa pública aberta.
        [one] Uma mesa pública.
       *[other] { NUM($count, gender: "feminine") } mesas públicas.
    }
web-settings-here = Nesta página as configurações ficam na seção Opções.
web-quit-lobby = Você está no saguão. Feche a página para sair do servidor.
web-bad-message = A página enviou algo que o servidor não consegue ler; nada mudou.
web-serve-page = A página web para navegadores e leitores de tela: { $url }
web-colors = Escolha a cor
web-pass = Ficar com a carta comprada
web-challenge = Contestar o Coringa compre quatro
web-accept = Aceitar e comprar
