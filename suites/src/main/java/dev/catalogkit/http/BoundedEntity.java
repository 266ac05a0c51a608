package dev.catalogkit.http;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.apache.http.HttpEntity;
import org.apache.http.conn.ConnectionReleaseTrigger;
import org.apache.http.entity.HttpEntityWrapper;

/**
 * Wraps a response body so that reading it stops with an {@link IOException} once it grows past the
 * size limit or the exchange outlives its deadline. A socket timeout alone would not stop a server
 * that trickles one byte every few seconds, nor one that streams gigabytes. When it stops, it
 * aborts the connection: a pooled connection must never be handed back with a body half read (the
 * pool would read the rest before reuse, which is exactly what must not happen).
 */
final class BoundedEntity extends HttpEntityWrapper {

  private final long maxBytes;
  private final long deadlineNanos;

  BoundedEntity(HttpEntity entity, long maxBytes, long deadlineNanos) {
    super(entity);
    this.maxBytes = maxBytes;
    this.deadlineNanos = deadlineNanos;
  }

  @Override
  public InputStream getContent() throws IOException {
    InputStream content = super.getContent();
    return new FilterInputStream(content) {
      private long count;

      @Override
      public int read() throws IOException {
        int b = super.read();
        account(b < 0 ? 0 : 1);
        return b;
      }

      @Override
      public int read(byte[] buffer, int offset, int length) throws IOException {
        int n = super.read(buffer, offset, length);
        account(Math.max(n, 0));
        return n;
      }

      private void account(int n) throws IOException {
        count += n;
        if (count > maxBytes) {
          abort(content);
          throw new IOException("response body exceeds the limit of " + maxBytes + " bytes");
        }
        if (System.nanoTime() - deadlineNanos > 0) {
          abort(content);
          throw new DeadlinePassed();
        }
      }
    };
  }

  private static void abort(InputStream content) throws IOException {
    if (content instanceof ConnectionReleaseTrigger connection) {
      connection.abortConnection();
    }
  }

  /** The body was still coming when the exchange's deadline passed. */
  static final class DeadlinePassed extends IOException {
    DeadlinePassed() {
      super("response did not complete within the exchange deadline");
    }
  }

  @Override
  public boolean isStreaming() {
    return true;
  }

  @Override
  public boolean isRepeatable() {
    return false;
  }
}
