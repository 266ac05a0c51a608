package dev.catalogkit.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A byte-for-byte TCP relay on 127.0.0.1 that holds every HTTP request back by a fixed delay, to
 * stand in for a catalog across a network. Connections live as long as client and server keep them,
 * so keep-alive works as it would without the relay.
 *
 * <p>It does not parse HTTP. With HTTP/1.1 and no pipelining (neither the kit, Iceberg's
 * RESTCatalog nor java.net.http pipelines), a request begins whenever the client sends after the
 * server sent last; that is where the delay goes and where a request is counted. An {@code Expect:
 * 100-continue} exchange would count twice; none of these clients sends one.
 */
final class DelayProxy implements AutoCloseable {

  private interface BeforeForward {
    void run() throws InterruptedException;
  }

  private final ServerSocket listener;
  private final URI upstream;
  private final long delayMillis;
  private final AtomicInteger requests = new AtomicInteger();
  private final AtomicInteger connections = new AtomicInteger();
  private final Set<Socket> open = ConcurrentHashMap.newKeySet();

  DelayProxy(URI upstream, long delayMillis) throws IOException {
    this.upstream = upstream;
    this.delayMillis = delayMillis;
    this.listener = new ServerSocket(0, 128, InetAddress.getLoopbackAddress());
    daemon(this::accept, "delay-proxy-accept");
  }

  URI uri() {
    return URI.create("http://127.0.0.1:" + listener.getLocalPort() + "/");
  }

  int requests() {
    return requests.get();
  }

  int connections() {
    return connections.get();
  }

  private void accept() {
    while (true) {
      try {
        Socket client = listener.accept();
        connections.incrementAndGet();
        daemon(() -> relay(client), "delay-proxy-requests");
      } catch (IOException closed) {
        return;
      }
    }
  }

  private void relay(Socket client) {
    open.add(client);
    try {
      Socket server = new Socket(upstream.getHost(), upstream.getPort());
      open.add(server);
      client.setTcpNoDelay(true);
      server.setTcpNoDelay(true);
      // set before response bytes go out, so the client cannot answer them before it is seen
      AtomicBoolean serverSentLast = new AtomicBoolean(true);
      Thread responses =
          daemon(
              () -> pump(server, client, () -> serverSentLast.set(true)), "delay-proxy-responses");
      pump(
          client,
          server,
          () -> {
            if (serverSentLast.getAndSet(false)) {
              requests.incrementAndGet();
              Thread.sleep(delayMillis);
            }
          });
      responses.join();
      closeQuietly(server);
    } catch (IOException | InterruptedException upstreamGoneOrClosing) {
      // the client sees its connection close; close() releases what is still open
    } finally {
      closeQuietly(client);
    }
  }

  /** Copies until end of stream, then passes the half-close on; on a failure closes both ends. */
  private void pump(Socket from, Socket to, BeforeForward beforeForward) {
    byte[] buffer = new byte[64 * 1024];
    try {
      InputStream in = from.getInputStream();
      OutputStream out = to.getOutputStream();
      for (int n; (n = in.read(buffer)) >= 0; ) {
        beforeForward.run();
        out.write(buffer, 0, n);
        out.flush();
      }
      to.shutdownOutput();
    } catch (IOException | InterruptedException broken) {
      closeQuietly(from);
      closeQuietly(to);
    }
  }

  private void closeQuietly(Socket socket) {
    open.remove(socket);
    try {
      socket.close();
    } catch (IOException alreadyGone) {
      // nothing left to release
    }
  }

  private static Thread daemon(Runnable task, String name) {
    Thread thread = new Thread(task, name);
    thread.setDaemon(true);
    thread.start();
    return thread;
  }

  @Override
  public void close() throws IOException {
    listener.close();
    open.forEach(this::closeQuietly);
  }
}
