package dev.catalogkit.http;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A server on a real socket that answers every connection with whatever bytes a test writes: the
 * faults no HTTP server library can be made to show (a header dripped a byte at a time, an endless
 * header line, a compressed bomb). It reads the request head first, so the test can see what the
 * kit sent.
 */
final class RawHttpServer implements AutoCloseable {

  /** What the server writes on one connection, after reading the request head. */
  interface Answer {
    void write(String requestHead, OutputStream out) throws IOException, InterruptedException;
  }

  private final ServerSocket socket;
  private final ExecutorService connections = Executors.newCachedThreadPool();
  private volatile String lastRequestHead = "";

  RawHttpServer(Answer answer) throws IOException {
    this.socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    Future<?> unused = connections.submit(() -> accept(answer));
  }

  URI uri() {
    return URI.create("http://127.0.0.1:" + socket.getLocalPort());
  }

  String lastRequestHead() {
    return lastRequestHead;
  }

  private void accept(Answer answer) {
    while (!socket.isClosed()) {
      try {
        Socket connection = socket.accept();
        Future<?> unused = connections.submit(() -> serve(connection, answer));
      } catch (IOException closed) {
        return;
      }
    }
  }

  private void serve(Socket connection, Answer answer) {
    try (connection) {
      lastRequestHead = readHead(connection.getInputStream());
      answer.write(lastRequestHead, connection.getOutputStream());
    } catch (IOException | InterruptedException kitHungUp) {
      // the kit closing the connection is what most of these tests expect
    }
  }

  private static String readHead(InputStream in) throws IOException {
    StringBuilder head = new StringBuilder();
    while (!head.toString().endsWith("\r\n\r\n")) {
      int b = in.read();
      if (b < 0) {
        break;
      }
      head.append((char) b);
    }
    return head.toString();
  }

  static byte[] ascii(String text) {
    return text.getBytes(StandardCharsets.US_ASCII);
  }

  @Override
  public void close() throws IOException {
    socket.close();
    connections.shutdownNow();
  }
}
