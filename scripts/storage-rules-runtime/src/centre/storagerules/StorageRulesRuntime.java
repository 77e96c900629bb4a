package centre.storagerules;

import com.google.common.collect.ImmutableList;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.runtime.common.EvaluationRestrictions;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Stands in for firebase-tools' download-only Cloud Storage rules runtime (`java -jar <jar>
 * serve`), on top of the Firebase Rules engine in the Google Cloud CLI Firestore emulator jar.
 *
 * <p>Protocol (firebase-tools lib/emulator/storage/rules/runtime.js): one JSON object per line on
 * stdin and stdout. Requests carry an `action` (load_ruleset, verify); while a verify needs a
 * Firestore document we send {server_request_id, action: fetch_firestore_document} and the
 * emulator answers on the verify's id without an action.
 *
 * <p>Two traps of the JS side shape this class: it parses each stdout chunk once (so messages are
 * written one line at a time with a short gap, and only one verify runs at a time), and a reply
 * whose status is not "ok" is dropped (so failures are sent as status "ok" with errors).
 */
public final class StorageRulesRuntime {
  private static final long MIN_GAP_BETWEEN_MESSAGES_MS = 20;
  private static final long EVALUATION_TIMEOUT_S = 60;

  private final PrintStream out;
  private long lastWrite;
  private final Map<String, RulesetAst> rulesets = new ConcurrentHashMap<>();
  /** Firestore reads waiting for the emulator's answer, by verify id. */
  private final Map<Long, CompletableFuture<JsonObject>> pendingReads = new ConcurrentHashMap<>();
  private final BlockingQueue<JsonObject> requests = new LinkedBlockingQueue<>();
  private final FirebaseRulesProtoCompiler compiler =
      FirebaseRulesProtoCompiler.createStandalone(
          FirebaseRulesLangOptions.builder()
              .allowTernaryOperator(true)
              // Without cross-service rules `firestore.exists` is an unknown variable.
              .allowCrossServiceRules(true)
              .build());

  private StorageRulesRuntime(PrintStream out) {
    this.out = out;
  }

  public static void main(String[] args) throws Exception {
    if (args.length != 1 || !args[0].equals("serve")) {
      System.err.println("usage: java -jar storage-rules-runtime.jar serve");
      System.exit(2);
    }
    // stdout is the protocol channel: nothing else may write to it.
    PrintStream protocol =
        new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
    System.setOut(System.err);
    new StorageRulesRuntime(protocol).serve();
  }

  private void serve() throws Exception {
    Thread worker = new Thread(this::work, "rules-worker");
    worker.setDaemon(true);
    worker.start();
    JsonObject ready = new JsonObject();
    ready.addProperty("id", -1);
    ready.addProperty("status", "ok");
    send(ready);

    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line; (line = in.readLine()) != null; ) {
      if (line.isBlank()) continue;
      JsonObject message;
      try {
        message = JsonParser.parseString(line).getAsJsonObject();
      } catch (RuntimeException e) {
        System.err.println("storage rules runtime: unreadable message: " + e.getMessage());
        continue;
      }
      if (message.has("action")) {
        requests.put(message);
      } else if (message.has("id")) {
        CompletableFuture<JsonObject> read = pendingReads.remove(message.get("id").getAsLong());
        if (read != null) read.complete(message);
      }
    }
    System.exit(0); // stdin closed: the emulator is gone.
  }

  /** One request at a time, so that at most one Firestore read is ever outstanding. */
  private void work() {
    while (true) {
      JsonObject request;
      try {
        request = requests.take();
      } catch (InterruptedException e) {
        return;
      }
      long id = request.get("id").getAsLong();
      JsonObject reply;
      try {
        String action = request.get("action").getAsString();
        JsonObject context = request.getAsJsonObject("context");
        switch (action) {
          case "load_ruleset" -> reply = loadRuleset(context);
          case "verify" -> reply = verify(id, context);
          default -> reply = failure("Unknown action " + action);
        }
      } catch (Exception e) {
        reply = failure(e.toString());
      }
      reply.addProperty("id", id);
      send(reply);
    }
  }

  private JsonObject loadRuleset(JsonObject context) {
    Source.Builder source = Source.newBuilder();
    for (JsonElement file : context.getAsJsonObject("source").getAsJsonArray("files")) {
      JsonObject f = file.getAsJsonObject();
      source.addFiles(
          File.newBuilder()
              .setName(f.get("name").getAsString())
              .setContent(f.get("content").getAsString()));
    }
    CompileResult compiled = compiler.compile(source);
    JsonArray errors = new JsonArray();
    JsonArray warnings = new JsonArray();
    for (Issue issue : compiled.getIssues()) {
      (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(describe(issue));
    }
    JsonObject reply = ok(errors, warnings);
    if (!compiled.hasCompilationError() && errors.isEmpty()) {
      RulesetAst ast = compiled.getRulesetAst();
      rulesets.put(context.get("rulesetName").getAsString(), ast);
      JsonObject result = new JsonObject();
      result.addProperty("rulesVersion", ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1);
      reply.add("result", result);
    } else if (errors.isEmpty()) {
      errors.add("The rules did not compile.");
    }
    return reply;
  }

  /** firebase-tools' manager.js reads issues as JSON strings of this shape. */
  private static String describe(Issue issue) {
    JsonObject position = new JsonObject();
    position.addProperty("fileName_", issue.getSourcePosition().getFileName());
    position.addProperty("line_", issue.getSourcePosition().getLine());
    position.addProperty("column_", issue.getSourcePosition().getColumn());
    JsonObject json = new JsonObject();
    json.addProperty("description_", issue.getDescription());
    json.add("sourcePosition_", position);
    return json.toString();
  }

  private JsonObject verify(long id, JsonObject context) throws Exception {
    String rulesetName = context.get("rulesetName").getAsString();
    RulesetAst ast = rulesets.get(rulesetName);
    if (ast == null) return failure("No ruleset named " + rulesetName + " is loaded.");
    StorageRequestContext request =
        new StorageRequestContext(
            context.get("method").getAsString(),
            context.get("path").getAsString(),
            context.getAsJsonObject("variables"),
            path -> readFirestoreDocument(id, path));
    DefaultEvaluator evaluator =
        new DefaultEvaluator(ast, ImmutableList.of(), EvaluationRestrictions.builder().build());
    boolean permit;
    try {
      EvaluationResult result =
          evaluator
              .evaluate(request.ruleContext())
              .get(EVALUATION_TIMEOUT_S, TimeUnit.SECONDS);
      permit = result.permit();
    } catch (ExecutionException e) {
      // An error in a condition denies, as in production; say why in the emulator's log.
      JsonArray warnings = new JsonArray();
      warnings.add("Rules evaluation failed (denied): " + e.getCause());
      JsonObject reply = ok(new JsonArray(), warnings);
      reply.add("result", permitResult(false));
      return reply;
    }
    JsonObject reply = ok(new JsonArray(), new JsonArray());
    reply.add("result", permitResult(permit));
    return reply;
  }

  /** Asks the emulator for a Firestore document on behalf of verify `id`; blocks for the answer. */
  private JsonObject readFirestoreDocument(long id, String path) throws Exception {
    CompletableFuture<JsonObject> answer = new CompletableFuture<>();
    pendingReads.put(id, answer);
    JsonObject context = new JsonObject();
    context.addProperty("path", path);
    JsonObject message = new JsonObject();
    message.addProperty("server_request_id", id);
    message.addProperty("action", "fetch_firestore_document");
    message.add("context", context);
    send(message);
    try {
      return answer.get(EVALUATION_TIMEOUT_S / 2, TimeUnit.SECONDS);
    } finally {
      pendingReads.remove(id);
    }
  }

  private static JsonObject permitResult(boolean permit) {
    JsonObject result = new JsonObject();
    result.addProperty("permit", permit);
    return result;
  }

  private static JsonObject ok(JsonArray errors, JsonArray warnings) {
    JsonObject reply = new JsonObject();
    reply.addProperty("status", "ok");
    reply.add("errors", errors);
    reply.add("warnings", warnings);
    return reply;
  }

  private static JsonObject failure(String message) {
    JsonArray errors = new JsonArray();
    errors.add(message);
    return ok(errors, new JsonArray());
  }

  /** One message per line, flushed alone, so that each stdout chunk holds exactly one message. */
  private synchronized void send(JsonObject message) {
    long wait = lastWrite + MIN_GAP_BETWEEN_MESSAGES_MS - System.currentTimeMillis();
    if (wait > 0) {
      try {
        Thread.sleep(wait);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    out.print(message.toString() + "\n");
    out.flush();
    lastWrite = System.currentTimeMillis();
  }
}
